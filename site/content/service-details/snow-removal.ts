// Copy of the snow removal page.
import type { ServiceDetail } from '../service-detail';

export const snowRemoval: ServiceDetail = {
  longDescription: [
    'Okanagan winters are mild until they are not: a heavy overnight snowfall or a morning of freezing rain can leave driveways and steps dangerous before work. We clear driveways, walkways, steps and small lots so you, your family and your customers can get out safely.',
    'Choose a seasonal plan where we come whenever snowfall reaches the trigger depth, or call us when you need a one-off clearing. We use ice melt that is gentle on concrete and pets.',
  ],
  features: [
    'Driveways, walkways, steps and entrances',
    'Seasonal plans with an agreed trigger depth',
    'One-off and on-call clearing',
    'Concrete- and pet-friendly ice melt',
    'Small commercial and strata lots',
    'Early-morning clearing before work',
  ],
  process: [
    { title: 'Site map', text: 'We note your driveway, paths, obstacles and where the snow can be piled.' },
    { title: 'Snowfall alert', text: 'We watch the forecast and plan routes the night before.' },
    { title: 'Clear', text: 'Paths and driveways are cleared with blowers and shovels.' },
    { title: 'Melt', text: 'Ice melt goes down on steps and slopes.' },
  ],
  price: { from: 80, unit: '/visit' },
  pricingText:
    'The per-visit price covers a standard driveway and walk. Seasonal plans and commercial lots are quoted on the size of the area and the response time you need.',
  frequency:
    'Seasonal plans run from November to March, with a visit whenever snowfall passes the agreed depth. One-off visits depend on availability during storms.',
};
