// Copy of the solar panel cleaning page.
import type { ServiceDetail } from '../service-detail';

export const solarPanelCleaning: ServiceDetail = {
  longDescription: [
    'A film of dust, pollen, bird droppings or wildfire ash on a panel blocks the light it lives on, and the Okanagan has plenty of all four. Clean panels simply produce more power from the same sunshine.',
    'We clean with soft brushes and purified water that dries without spots: no pressure washers, no harsh soaps, and no walking on the panels. We check the visible wiring and mounts as we go and let you know if anything looks off.',
  ],
  features: [
    'Soft-brush cleaning with purified water',
    'No pressure, no detergents that leave residue',
    'Bird droppings and ash removed without scratching',
    'Visual check of panels, mounts and wiring',
    'Critter guard inspection on request',
    'Before and after photos for your records',
  ],
  process: [
    { title: 'Safety first', text: 'We rig roof anchors where needed and never stand on the panels.' },
    { title: 'Dry brush', text: 'Loose dust and debris are brushed off first.' },
    { title: 'Purified-water wash', text: 'Panels are washed and rinsed with spot-free water.' },
    { title: 'Photos and check', text: 'You get before and after photos and notes on anything worth watching.' },
  ],
  price: { from: 150 },
  pricingText:
    'The starting price is for a small residential array. Larger arrays, steep or high roofs and ground-mounted systems are quoted by panel count.',
  frequency:
    'Once or twice a year for most arrays, ideally after the spring pollen and again after wildfire season. Arrays near orchards, farms or gravel roads benefit from more.',
};
