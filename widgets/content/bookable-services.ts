// The services a visitor can ask a quote for, as the quote form lists and posts them (SPEC 3).

export interface BookableService {
  /** Id on the quote form; note the detail page of holiday lights uses holiday-light-installation. */
  id: string;
  name: string;
  summary: string;
}

export const bookableServices: readonly BookableService[] = [
  { id: 'window-cleaning', name: 'Window Cleaning', summary: 'Streak-free glass, screens and sills' },
  { id: 'gutter-cleaning', name: 'Gutter Cleaning', summary: 'Cleared, flushed and flowing' },
  { id: 'moss-treatment', name: 'Moss Treatment', summary: 'Roof moss removed and kept away' },
  { id: 'concrete-sealing', name: 'Concrete Sealing', summary: 'Driveways and patios protected' },
  { id: 'pressure-washing', name: 'Pressure Washing', summary: 'Siding, decks and walkways' },
  { id: 'solar-panel-cleaning', name: 'Solar Panel Cleaning', summary: 'More sun, more power' },
  { id: 'holiday-lights', name: 'Holiday Light Installation', summary: 'Installed, maintained, taken down' },
  { id: 'snow-removal', name: 'Snow Removal', summary: 'Driveways and walks kept clear' },
];
