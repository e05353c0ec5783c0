// The address the quote button opens in its dialog (product rules §8.5): the calculator's embed page, with the
// element's attributes as its query and the host page's attribution, so that its lead is credited as a widget's.
import { embedPagePath, embedQueryNames, quoteButton } from '../common/contract/embed-pages';
import { pageIdQuery } from '../common/contract/host-page-attribution';

/**
 * The embed page on `siteOrigin` with `page` and the utm_* parameters of the host page at `host`, and the attributes of
 * `element` that it reads, each as given: the page checks and cuts them as the element would. An attribute wins over
 * the host page's value of the same name.
 */
export function quoteButtonUrl(
  element: Element,
  siteOrigin: string,
  { origin, pathname, search }: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string {
  const host = new URLSearchParams(search);
  const query = new URLSearchParams({ page: origin + pathname + pageIdQuery(host) });
  // Every utm_* tag: the embed page keeps those a lead may carry.
  for (const [name, value] of host) if (name.startsWith('utm_') && value) query.set(name, value);
  // By its key written out, so that the script keeps this list alone, not the other widgets' too.
  for (const name of embedQueryNames['quote-calculator']) {
    const value = element.getAttribute(name);
    if (value) query.set(name, value);
  }
  return `${siteOrigin}${embedPagePath(quoteButton.opens)}?${query}`;
}
