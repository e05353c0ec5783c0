// Each page fetches exactly one stylesheet on its first load, the one that holds all its rules.
import { expect } from 'vitest';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { openHydrated } from '../site-pages';
import { sitePaths } from './every-route-hydrates';

/** Page function: the stylesheets the page has fetched, by path. */
export function stylesheetsFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.css'));
}

/** Opens every path afresh and fails listing each page that fetched more or fewer than one stylesheet. */
export async function oneStylesheetPerPage(page: EnginePage, server: EngineServer) {
  const problems: string[] = [];
  for (const path of sitePaths) {
    // Once hydrated, the page has also loaded its own chunks: any CSS they bring would be fetched by now.
    await openHydrated(page, server.site + path);
    const sheets = await page.evaluate(stylesheetsFetched);
    if (sheets.length !== 1) problems.push(`${path}: ${sheets.length} stylesheets (${sheets.join(', ')})`);
  }
  expect(problems).toEqual([]);
}
