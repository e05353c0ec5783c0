// The eight services as the cards, the services list and the footer show them (product rules §1.2, §2.5, §5.6).
// The long copy of each service page lives in service-details.ts, loaded only by that page.
import { serviceNames } from '../../common/content/service-names';

export const serviceIds = [
  'window-cleaning',
  'gutter-cleaning',
  'pressure-washing',
  'solar-panel-cleaning',
  'holiday-light-installation',
  'snow-removal',
  'moss-treatment',
  'concrete-sealing',
] as const;

export type ServiceId = (typeof serviceIds)[number];

export interface Service {
  id: ServiceId;
  title: string;
  subtitle: string;
  /** One or two sentences for cards and the page description. */
  description: string;
  /** The services list's 'starting at' price in dollars (product rules §5.6), or 'custom' when it is quoted per property. */
  listPrice: number | 'custom';
  /** Key of the service's picture in site/images. */
  image: string;
  imageAlt: string;
  /** Shown among the six cards on the home page. */
  featured: boolean;
}

export const services: readonly Service[] = [
  {
    id: 'window-cleaning',
    title: serviceNames['window-cleaning'],
    subtitle: 'Streak-free glass, inside and out',
    description: 'Hand-detailed glass, frames, sills and screens, with pure-water poles for the high panes. Clear views of the lake again.',
    listPrice: 175,
    image: 'services/window-cleaning',
    imageAlt: 'A two-storey home with freshly cleaned, sparkling windows',
    featured: true,
  },
  {
    id: 'gutter-cleaning',
    title: serviceNames['gutter-cleaning'],
    subtitle: 'Cleared, flushed and flowing',
    description: 'Needles, leaves and grit scooped out by hand, downspouts flushed, and a photo report of anything that needs attention.',
    listPrice: 175,
    image: 'services/gutter-cleaning',
    imageAlt: 'A clean eavestrough with water running freely to the downspout',
    featured: true,
  },
  {
    id: 'pressure-washing',
    title: serviceNames['pressure-washing'],
    subtitle: 'Driveways, decks, siding and walkways',
    description: 'The right pressure for every surface: hot-water cleaning for concrete, gentle soft washing for siding and decks.',
    listPrice: 250,
    image: 'services/pressure-washing',
    imageAlt: 'A driveway half washed, showing the clean concrete beside the stained part',
    featured: true,
  },
  {
    id: 'solar-panel-cleaning',
    title: serviceNames['solar-panel-cleaning'],
    subtitle: 'More sun, more power',
    description: 'Pollen, smoke ash and dust cost you output. Soft brushes and deionised water clean panels without voiding warranties.',
    listPrice: 175,
    image: 'services/solar-panel-cleaning',
    imageAlt: 'Rooftop solar panels gleaming after a cleaning',
    featured: true,
  },
  {
    id: 'holiday-light-installation',
    title: serviceNames['holiday-lights'],
    subtitle: 'Designed, installed, taken down',
    description: 'Warm LED rooflines, trees and wreaths, put up safely off your ladder and packed away in January.',
    listPrice: 350,
    image: 'services/holiday-light-installation',
    imageAlt: 'A home outlined in warm holiday lights on a snowy evening',
    featured: true,
  },
  {
    id: 'snow-removal',
    title: serviceNames['snow-removal'],
    subtitle: 'Driveways and walks kept clear',
    description: 'Seasonal or on-call clearing of driveways, walkways and steps, with ice melt that is kind to your concrete.',
    listPrice: 'custom',
    image: 'services/snow-removal',
    imageAlt: 'A freshly cleared driveway between snowbanks',
    featured: false,
  },
  {
    id: 'moss-treatment',
    title: serviceNames['moss-treatment'],
    subtitle: 'Roof moss removed and kept away',
    description: 'Careful moss removal without pressure washing your shingles, then a treatment that keeps the roof clean for years.',
    listPrice: 350,
    image: 'services/moss-treatment',
    imageAlt: 'A clean shingle roof with no moss, under a blue sky',
    featured: true,
  },
  {
    id: 'concrete-sealing',
    title: serviceNames['concrete-sealing'],
    subtitle: 'Driveways and patios protected',
    description: 'Deep cleaning followed by a breathable penetrating sealer that resists oil, salt and freeze-thaw damage.',
    listPrice: 350,
    image: 'services/concrete-sealing',
    imageAlt: 'A sealed concrete driveway with water beading on its surface',
    featured: false,
  },
];

/** The service with `id`, or undefined for an unknown id. */
export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

/** "Starting at $175", or "Custom quote" for a service priced per property. */
export function listPriceLabel(service: Service): string {
  return service.listPrice === 'custom' ? 'Custom quote' : `Starting at $${service.listPrice}`;
}
