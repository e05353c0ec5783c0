// The page loader's fallbacks (docs/architecture.md, "How a page comes to life"), in every engine: a page chunk
// that fails to load is fetched again from a fresh URL, and a page whose chunk cannot be loaded at all opens as a
// full page load, never the crash screen.
import { expect } from 'vitest';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { headingText, openHydrated } from '../site-pages';
import { until } from '../until';
import { dropRequests } from '../watching-proxy';

/** Page function: whether the window object is the one the flow marked, so no full page load happened. */
function sameDocument(): boolean {
  return 'engineSameDocument' in window;
}

/** Follows the header's link `name` and resolves with the new page's heading. */
async function follow(page: EnginePage, name: string, heading: string): Promise<string> {
  await page.click({ css: 'header nav a', name });
  return until(`the ${name} page`, async () => {
    const text = await page.evaluate(headingText);
    return text === heading || text === 'Oops! Something went wrong' ? text : null;
  });
}

/** Loses the About chunk under its own URL, then the Blog chunk altogether, following a header link each time. */
export async function lostPageChunks(page: EnginePage, server: EngineServer) {
  await openHydrated(page, `${server.site}/`);
  await page.evaluate(() => {
    Object.assign(window, { engineSameDocument: true });
  });
  try {
    await dropRequests(server.site, { path: String.raw`^/assets/about-page-[\w-]+\.js$`, which: 'plain' });
    expect(await follow(page, 'About', 'A local crew that treats your home like its own')).toBe(
      'A local crew that treats your home like its own',
    );
    expect(await page.evaluate(sameDocument)).toBe(true);

    await dropRequests(server.site, { path: String.raw`^/assets/blog-page-[\w-]+\.js$`, which: 'all' });
    expect(await follow(page, 'Blog', 'Home Maintenance Tips & Insights')).toBe('Home Maintenance Tips & Insights');
    expect(await page.evaluate(() => location.pathname)).toBe('/blog');
    expect(await page.evaluate(sameDocument)).toBe(false);
  } finally {
    await dropRequests(server.site, null);
  }
}
