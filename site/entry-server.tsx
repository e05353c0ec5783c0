// Prerender entry, which scripts/build/prerender.ts imports: each path's HTML and head tags (product rules §2.11), and the sitemap.
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { resolveRoute } from './routes';
import { loadPage } from './routing/page-modules';

export { headTags } from './seo/head-tags';
export { robotsTxt } from './seo/robots-txt';
export { sitemapXml } from './seo/sitemap-xml';
export { notFoundRoute, parameterNotFoundPages, prerenderPaths, resolveRoute, routes } from './routes';
export { pageSource } from './routing/page-modules';

/** Where the build's manifest lists the site's start (React, the frame, the routes), which main.tsx loads after the first paint. */
export const appSource = 'start.tsx';

/** The HTML of the page at `path`; its chunk is loaded first, so nothing suspends. */
export async function render(path: string): Promise<string> {
  await loadPage(resolveRoute(path).route.page);
  return renderToString(<App ssrPath={path} />);
}
