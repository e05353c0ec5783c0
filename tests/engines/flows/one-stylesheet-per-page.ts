// Each page holds its one stylesheet inline: its first load fetches no stylesheet, and the page is styled, its
// inline style allowed by the page's own Content-Security-Policy.
import { expect } from 'vitest';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { openHydrated } from '../site-pages';
import { readWatch } from '../watch-page';
import { sitePaths } from './every-route-hydrates';

/** Page function: the stylesheets the page has fetched, by path. */
export function stylesheetsFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.css'));
}

/** Page function: the body's margin and line height, which the frame's rules set (the browser's own are 8px and normal). */
function bodyStyle(): string {
  const { margin, lineHeight } = getComputedStyle(document.body);
  return `margin ${margin}, line height ${lineHeight}`;
}

/** Opens every path afresh and fails listing each page that fetched a stylesheet, is not styled, or broke its policy. */
export async function oneStylesheetPerPage(page: EnginePage, server: EngineServer) {
  const problems: string[] = [];
  for (const path of sitePaths) {
    // Once hydrated, the page has also loaded its own chunks: any CSS they bring would be fetched by now.
    await openHydrated(page, server.site + path);
    const sheets = await page.evaluate(stylesheetsFetched);
    if (sheets.length > 0) problems.push(`${path}: fetched ${sheets.join(', ')}`);
    const body = await page.evaluate(bodyStyle);
    if (!/^margin 0px, line height \d/.test(body)) problems.push(`${path}: the body has the browser's style (${body})`);
    const { violations } = await page.evaluate(readWatch);
    if (violations.length > 0) problems.push(`${path}: ${violations.join(', ')}`);
  }
  expect(problems).toEqual([]);
}
