// Copy of the pressure washing page.
import type { ServiceDetail } from '../service-detail';

export const pressureWashing: ServiceDetail = {
  longDescription: [
    'Concrete, pavers, decks and siding each need a different touch. Too much pressure etches concrete, furs wood and forces water behind siding, so we match the method to the surface: surface cleaners and hot water for driveways, low-pressure soft washing for siding, fences and decks.',
    'Oil drips, tire marks, algae, spider webs and the black streaks under eaves all lift, and we rinse plants and windows before and after so nothing is left behind but a clean home.',
  ],
  features: [
    'Driveways, walkways, patios and pavers',
    'Soft washing of vinyl, stucco and painted siding',
    'Decks and fences, with care for the wood grain',
    'Oil and rust stain treatment',
    'Landscaping and windows protected and rinsed',
    'Optional sealing afterwards (see Concrete Sealing)',
  ],
  process: [
    { title: 'Test spot', text: 'We test the method on a hidden spot of each surface first.' },
    { title: 'Pre-treat', text: 'Stains and organic growth get a biodegradable pre-treatment.' },
    { title: 'Wash', text: 'Surface cleaners for flat work, soft washing for walls and wood.' },
    { title: 'Rinse and review', text: 'Everything is rinsed down, including plants and glass, and we walk the result with you.' },
  ],
  price: { from: 200 },
  pricingText:
    'The starting price is for a standard driveway. Decks, siding and larger areas are priced by square footage and surface, and we confirm the price on site before any water goes on.',
  frequency:
    'Once a year keeps most driveways and siding looking new. North-facing and shaded surfaces that grow algae may want a spring and a fall wash.',
  galleryCategory: 'pressure',
};
