// The eight services' names (product rules §3.8), keyed by the id the quote form posts: every list of
// services (quote form, contact subjects, the site's cards and pages) takes its names from here.

export const serviceNames = {
  'window-cleaning': 'Window Cleaning',
  'gutter-cleaning': 'Gutter Cleaning',
  'moss-treatment': 'Moss Treatment',
  'concrete-sealing': 'Concrete Sealing',
  'pressure-washing': 'Pressure Washing',
  'solar-panel-cleaning': 'Solar Panel Cleaning',
  'holiday-lights': 'Holiday Light Installation',
  'snow-removal': 'Snow Removal',
} as const;

export type BookableServiceId = keyof typeof serviceNames;
