// Copy of the window cleaning page.
import type { ServiceDetail } from '../service-detail';

export const windowCleaning: ServiceDetail = {
  longDescription: [
    'Okanagan glass has a hard life: summer smoke and dust, hard-water spots from sprinklers, pollen in spring and road grime all year. We clean every pane by hand with professional squeegees, detail the frames and sills, and use water-fed poles with purified water for high windows that are unsafe to ladder.',
    'Inside cleaning is done with drop cloths and shoe covers, and we move nothing fragile without asking. You get the view back, and nobody tracks a mess through your home.',
  ],
  features: [
    'Exterior and interior glass, hand-squeegeed and detailed',
    'Frames, sills and tracks wiped down',
    'Screens brushed and rinsed',
    'Purified-water poles for high and hard-to-reach windows',
    'Hard-water and sprinkler spot treatment on request',
    'Skylights and glass railings on request',
  ],
  process: [
    { title: 'Walk-around', text: 'We check each window for chips, failed seals or loose screens and point them out before we start.' },
    { title: 'Screens off', text: 'Screens are removed, labelled, brushed and rinsed.' },
    { title: 'Glass and frames', text: 'Every pane is scrubbed, squeegeed and detailed; frames and sills are wiped.' },
    { title: 'Final check', text: 'Screens go back, and we look at every window with you before we leave.' },
  ],
  price: { from: 120 },
  pricingText:
    'The starting price is for exterior-only cleaning of a smaller home. Inside-and-out service, screens, tracks and larger homes are priced from the number of panes and storeys, and the quote is fixed before we start.',
  frequency:
    'Most homes look their best with a cleaning in spring and another in fall. Lakefront homes, homes near orchards or gravel roads, and storefronts benefit from every one to three months.',
  galleryCategory: 'windows',
};
