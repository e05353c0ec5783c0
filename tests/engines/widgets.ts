// The three widgets as a partner page embeds them: their tags, and waiting for them to render.
import type { EnginePage } from './engine-page';
import { until } from './until';

export const tags = {
  calculator: 'okanagan-quote-calculator',
  quoteForm: 'okanagan-quote-form',
  contactForm: 'okanagan-contact-form',
} as const;

/** Page function: the first heading inside each widget's open shadow root (undefined until it has rendered). */
export function widgetHeadings(hosts: string[]): Array<string | undefined> {
  return hosts.map((host) => document.querySelector(host)?.shadowRoot?.querySelector('[part~="heading"]')?.textContent ?? undefined);
}

/** Opens a demo page and waits until every widget in `hosts` has rendered; resolves with their first headings. */
export async function openWidgetPage(page: EnginePage, url: string, hosts: string[]): Promise<Array<string | undefined>> {
  await page.goto(url);
  await until(`${hosts.join(', ')} to render`, async () => (await page.evaluate(widgetHeadings, hosts)).every(Boolean));
  return page.evaluate(widgetHeadings, hosts);
}
