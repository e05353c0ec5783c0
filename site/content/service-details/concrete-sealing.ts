// Copy of the concrete sealing page.
import type { ServiceDetail } from '../service-detail';

export const concreteSealing: ServiceDetail = {
  longDescription: [
    'Concrete is a sponge. Water, road salt and oil soak in, and every Okanagan freeze-thaw cycle turns that water into ice that flakes and pits the surface. A penetrating sealer keeps water and salt out while letting the concrete breathe.',
    'We deep-clean the surface first, treat oil and rust stains, and apply the sealer evenly so it soaks in rather than sitting on top as a slippery film.',
  ],
  features: [
    'Hot-water deep cleaning before sealing',
    'Oil, rust and tire-mark treatment',
    'Breathable penetrating sealer that will not peel',
    'Driveways, patios, walkways and pool decks',
    'Stamped and exposed-aggregate concrete',
    'Advice on crack repair before sealing',
  ],
  process: [
    { title: 'Assess', text: 'We check the age, finish and condition of the concrete and any existing sealer.' },
    { title: 'Deep clean', text: 'The surface is washed and stains are treated.' },
    { title: 'Dry', text: 'The concrete is left to dry fully so the sealer can penetrate.' },
    { title: 'Seal', text: 'Sealer is applied evenly, and the area is marked off until it has cured.' },
  ],
  price: { from: 350 },
  pricingText:
    'The starting price covers a standard two-car driveway, cleaning included. Patios, walkways and larger areas are quoted by square footage.',
  frequency: 'Driveways every 2 years, patios and walkways every 3 years. New concrete can be sealed once it has cured for about 28 days.',
  galleryCategory: 'concrete',
};
