// Copy of the gutter cleaning page.
import type { ServiceDetail } from '../service-detail';

export const gutterCleaning: ServiceDetail = {
  longDescription: [
    'Pine needles, maple leaves, shingle grit and cottonwood fluff settle into eavestroughs all year. Once they pack down, water spills over the edge, soaks the fascia and pools against your foundation; in winter it freezes into heavy ice that pulls gutters loose.',
    'We clear every run by hand, bag the debris rather than dropping it on your garden, flush each downspout, and tell you about loose hangers, leaking seams or poor slope while we are up there.',
  ],
  features: [
    'Hand clearing of every gutter run',
    'Debris bagged and taken away',
    'Downspouts flushed and unclogged',
    'Check of hangers, seams and slope, with photos',
    'Roof valleys and flat roofs cleared of loose debris',
    'Gutter guard cleaning and inspection',
  ],
  process: [
    { title: 'Safety set-up', text: 'Ladders are stabilised with standoffs so they never rest on the gutter itself.' },
    { title: 'Clear by hand', text: 'Debris is scooped out and bagged, run by run.' },
    { title: 'Flush', text: 'Each run and downspout is flushed to prove the water flows.' },
    { title: 'Report', text: 'You get photos of anything that needs repair, and a tidy yard.' },
  ],
  price: { from: 180 },
  pricingText:
    'The starting price is for a typical single-storey home. Height, roof pitch, the length of the runs and gutter guards set the final price, which we confirm before starting.',
  frequency:
    'Twice a year for most homes: late spring after the blossoms and cottonwood, and late fall once the leaves are down. Homes under tall pines may need a third visit.',
  galleryCategory: 'gutters',
};
