// Copy of the holiday light installation page.
import type { ServiceDetail } from '../service-detail';

export const holidayLightInstallation: ServiceDetail = {
  longDescription: [
    'Skip the icy ladder. We plan a display that suits your home, install commercial-grade warm LED lights on clips that never pierce shingles or siding, and set them on a timer so they look after themselves.',
    'If a strand fails during the season, we come back and fix it. In January we take everything down and can store it for next year.',
  ],
  features: [
    'Design consultation for rooflines, trees and shrubs',
    'Commercial-grade LED lights, or your own',
    'Damage-free clips on shingles and gutters',
    'Timers set up so the lights run themselves',
    'Repairs during the season',
    'Take-down and storage in January',
  ],
  process: [
    { title: 'Design', text: 'We measure the home and agree on the look, colours and timer schedule.' },
    { title: 'Install', text: 'Lights go up on clips, with every connection sealed against the weather.' },
    { title: 'Light-up', text: 'We test the display with you at dusk.' },
    { title: 'Take-down', text: 'After the holidays everything comes down and is packed away.' },
  ],
  price: { from: 300 },
  pricingText:
    'The starting price covers a simple front roofline with our lights. Larger displays, trees and your own lights are quoted by the length of lights and the height.',
  frequency:
    'Installations start in early November and book up quickly; take-down is in January. Returning customers get first pick of install dates.',
  galleryCategory: 'holiday',
};
