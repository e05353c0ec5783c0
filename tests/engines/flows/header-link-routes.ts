// A link in the header changes the page on the client, without loading a new document.
import { expect } from 'vitest';
import { resolveRoute } from '../../../site/routes';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { headingText, openHydrated, pageErrors } from '../site-pages';
import { until } from '../until';

/** Follows the header's About link from the home page and checks the window object survived the change of page. */
export async function headerLinkRoutes(page: EnginePage, server: EngineServer) {
  await openHydrated(page, `${server.site}/`);
  // A full page load would start a new window object, without this.
  await page.evaluate(() => {
    Object.assign(window, { engineMarker: 'the same document' });
  });
  const homeHeading = await page.evaluate(headingText);
  await page.click({ css: 'header nav a', name: 'About' });
  await until('the About page', async () => (await page.evaluate(headingText)) !== homeHeading);
  const after = await page.evaluate(() => ({
    path: location.pathname,
    title: document.title,
    marker: (window as unknown as { engineMarker?: string }).engineMarker,
  }));
  const { route, params } = resolveRoute('/about');
  expect(after).toEqual({ path: '/about', title: route.meta(params).title, marker: 'the same document' });
  expect(await pageErrors(page)).toEqual([]);
}
