// Copy of the moss treatment page.
import { business } from '../../../common/content/business';
import type { ServiceDetail } from '../service-detail';

export const mossTreatment: ServiceDetail = {
  longDescription: [
    'Moss holds water against your roof like a sponge, lifting shingles and shortening the life of the roof. Shaded and north-facing slopes in the Okanagan grow it fast, especially under tall trees.',
    'We never pressure wash shingles: that strips the granules that protect them. Instead we remove the moss by hand with soft tools, clear the gutters of what comes down, and apply a treatment that kills the roots and keeps new growth away.',
  ],
  features: [
    'Hand removal with soft brushes and scrapers',
    'No pressure washing of shingles',
    'Roof-safe moss and algae treatment',
    'Gutters cleared of the debris afterwards',
    'Zinc strip installation on request',
    'Photos of the roof condition',
  ],
  process: [
    { title: 'Inspection', text: 'We check the shingles and how much moss there is, and agree on the plan.' },
    { title: 'Removal', text: 'Moss is lifted off by hand, working down the slope.' },
    { title: 'Treatment', text: 'A roof-safe treatment kills the remaining roots.' },
    { title: 'Clean-up', text: 'Gutters and the ground below are cleared of every scrap.' },
  ],
  price: { from: 350 },
  pricingText:
    'The starting price is for a typical single-storey roof. Roof size, pitch and how established the moss is set the final price.',
  frequency: 'One treatment usually holds for years; a light preventive treatment every couple of years keeps the roof clear for good.',
  galleryCategory: 'moss',
  guarantee: `Every moss treatment comes with our ${business.mossFreeGuarantee} moss-free guarantee: if moss comes back on a treated roof within that time, we treat it again at no charge.`,
};
