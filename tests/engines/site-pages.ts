// Steps on the site's own pages: opening one and waiting for React to take it over, and what it reported.
import type { EnginePage } from './engine-page';
import { until } from './until';
import { readWatch } from './watch-page';

/**
 * Page function: true once React has hydrated the page. React marks the root container, and every node it has
 * hydrated, with keys of its own; the page, in its Suspense boundary, hydrates after the frame, so its own first
 * node is the one to check (as tests/e2e/site-test-helpers.ts does for Chromium).
 */
export function isHydrated(): boolean {
  const reactKeys = (node: Element | null) => (node ? Object.keys(node).filter((key) => key.startsWith('__react')) : []);
  const content = document.querySelector('#main > *');
  return reactKeys(document.getElementById('root')).length > 0 && reactKeys(content).some((key) => key.startsWith('__reactProps'));
}

/** Opens `url` and waits until the page is hydrated. */
export async function openHydrated(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  await until(`${url} to hydrate`, () => page.evaluate(isHydrated));
}

/** The errors the page reported since it loaded (uncaught, unhandled rejections, console errors). */
export async function pageErrors(page: EnginePage): Promise<string[]> {
  return (await page.evaluate(readWatch)).errors;
}

/** Page function: the text of the page's h1. */
export function headingText(): string | undefined {
  return document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
}
