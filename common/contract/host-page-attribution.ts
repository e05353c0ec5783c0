// Where a widget lead came from, read from the host page's own URL: no extra network call (product rules §8.3).
import { attributionLimits } from './field-limits';
import { utmFields, type Attribution } from './form-fields';

/**
 * The query of a page whose address is only a WordPress post or page id, as under its "Plain" permalinks (/?p=8,
 * /?page_id=8, /?post_type=event&p=8); '' for any other query, which may hold a visitor's details. The utm_*
 * parameters are read apart, and do not count here.
 */
export function pageIdQuery(query: URLSearchParams): string {
  const rest = `${new URLSearchParams([...query].filter(([name]) => !name.startsWith('utm_')))}`;
  return /^((p|page_id)=\d+|post_type=[\w-]+&p=\d+|p=\d+&post_type=[\w-]+)$/.test(rest) ? `?${rest}` : '';
}

/**
 * The page (origin and path, and the query only when it is a WordPress post or page id, since any other may hold a
 * visitor's details) and the page's utm_* parameters when it has them, each cut to the length the endpoint accepts.
 */
export function hostPageAttribution({ origin, pathname, search }: Pick<Location, 'origin' | 'pathname' | 'search'>): Attribution {
  const query = new URLSearchParams(search);
  const attribution: Attribution = { page: (origin + pathname + pageIdQuery(query)).slice(0, attributionLimits.page) };
  for (const field of utmFields) {
    const value = query.get(field)?.trim();
    if (value) attribution[field] = value.slice(0, attributionLimits[field]);
  }
  return attribution;
}

/**
 * A widget's attribution at a submit: the partner and the page its attributes name, and where the page is not
 * named, the host page's address; the utm_* parameters of the host page's address.
 */
export function widgetAttribution(named: Attribution, host: Pick<Location, 'origin' | 'pathname' | 'search'>): Attribution {
  const read = hostPageAttribution(host);
  return { ...named, ...read, page: named.page ?? read.page };
}
