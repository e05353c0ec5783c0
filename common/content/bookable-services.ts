// The services a visitor can ask a quote for, as the quote form lists and posts them (product rules §3.8).
import { serviceNames, type BookableServiceId } from './service-names';

export interface BookableService {
  /** Id on the quote form; note the detail page of holiday lights uses holiday-light-installation. */
  id: BookableServiceId;
  name: string;
  summary: string;
}

const summaries: Record<BookableServiceId, string> = {
  'window-cleaning': 'Streak-free glass, screens and sills',
  'gutter-cleaning': 'Cleared, flushed and flowing',
  'moss-treatment': 'Roof moss removed and kept away',
  'concrete-sealing': 'Driveways and patios protected',
  'pressure-washing': 'Siding, decks and walkways',
  'solar-panel-cleaning': 'More sun, more power',
  'holiday-lights': 'Installed, maintained, taken down',
  'snow-removal': 'Driveways and walks kept clear',
};

/** In the order of product rules §3.8, which is the order the cards show and the services are posted in. */
export const bookableServices: readonly BookableService[] = (Object.keys(serviceNames) as BookableServiceId[]).map((id) => ({
  id,
  name: serviceNames[id],
  summary: summaries[id],
}));
