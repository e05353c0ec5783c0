// Every route of the site, an unknown service and an unknown path render their page and hydrate, and
// none reports an error on the way.
import { expect } from 'vitest';
import { prerenderPaths, resolveRoute } from '../../../site/routes';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { headingText, openHydrated, pageErrors } from '../site-pages';

/** The prerendered routes, then two paths the server answers with its not-found pages. */
export const sitePaths = [...prerenderPaths(), '/services/no-such-service', '/no-such-page'];

/** Opens every path, and fails listing each one that did not hydrate, had the wrong title or no h1, or reported an error. */
export async function everyRouteHydrates(page: EnginePage, server: EngineServer) {
  const problems: string[] = [];
  for (const path of sitePaths) {
    try {
      await openHydrated(page, server.site + path);
    } catch (error) {
      problems.push(`${path}: ${(error as Error).message}`);
      continue;
    }
    const { route, params } = resolveRoute(path);
    const title = await page.evaluate(() => document.title);
    if (title !== route.meta(params).title) problems.push(`${path}: the title is "${title}", not "${route.meta(params).title}"`);
    if (!(await page.evaluate(headingText))) problems.push(`${path}: no h1`);
    for (const error of await pageErrors(page)) problems.push(`${path}: ${error}`);
  }
  expect(problems).toEqual([]);
}
