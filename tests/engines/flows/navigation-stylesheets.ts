// A client-side navigation fetches only the stylesheets the next page lacks, never one whose
// rules are on the page already, and shows the next page styled.
import { expect } from 'vitest';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { headingText, openHydrated, pageErrors } from '../site-pages';
import { until } from '../until';
import { stylesheetsFetched } from './one-stylesheet-per-page';

/** Page function: the display of the page's main form, or null without one. */
function formDisplay(): string | null {
  const form = document.querySelector('main form');
  return form ? getComputedStyle(form).display : null;
}

/** Follows a link of the header and resolves once the page's heading has changed. */
async function follow(page: EnginePage, name: string, css = 'header nav a') {
  const before = await page.evaluate(headingText);
  await page.click({ css, name });
  await until(`the ${name} page`, async () => (await page.evaluate(headingText)) !== before);
}

/** From /quote to /contact (nothing to fetch), to /services (its own stylesheet only) and back to /quote (nothing). */
export async function navigationStylesheets(page: EnginePage, server: EngineServer) {
  await openHydrated(page, `${server.site}/quote`);
  expect(await page.evaluate(stylesheetsFetched)).toEqual([]);

  await follow(page, 'Contact');
  expect(await page.evaluate(stylesheetsFetched)).toEqual([]);
  expect(await page.evaluate(formDisplay)).toBe('grid');

  await follow(page, 'Services');
  const fetched = await page.evaluate(stylesheetsFetched);
  expect(fetched).toEqual([expect.stringMatching(/^\/assets\/services-[\w-]+\.css$/)]);

  await follow(page, 'Get Free Quote', 'header a.button');
  expect(await page.evaluate(stylesheetsFetched)).toEqual(fetched);
  expect(await page.evaluate(formDisplay)).toBe('grid');
  expect(await pageErrors(page)).toEqual([]);
}
