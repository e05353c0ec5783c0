// Where a widget lead came from, read from the host page's own URL: no extra network call (product rules §8.3).
import { attributionLimits } from './field-limits';
import { utmFields, type Attribution } from './form-fields';

/**
 * The page (origin and path, never the query string, which may hold a visitor's details) and
 * the page's utm_* parameters when it has them, each cut to the length the endpoint accepts.
 */
export function hostPageAttribution({ origin, pathname, search }: Pick<Location, 'origin' | 'pathname' | 'search'>): Attribution {
  const attribution: Attribution = { page: (origin + pathname).slice(0, attributionLimits.page) };
  const query = new URLSearchParams(search);
  for (const field of utmFields) {
    const value = query.get(field)?.trim();
    if (value) attribution[field] = value.slice(0, attributionLimits[field]);
  }
  return attribution;
}
