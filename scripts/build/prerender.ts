// Writes one HTML file per route from the SSR bundle and the client build's template (DECISIONS D8),
// plus sitemap.xml and robots.txt. Each page links its own chunk with modulepreload, so the browser
// fetches it beside the entry instead of after it, and the size report counts it in the first load;
// and its own stylesheets, so it is styled from the first paint, before its chunk runs.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFileFor, notFoundFileFor } from './html-file';
import { pageHeadLinks, type Manifest } from './page-head-links';

type ServerEntry = typeof import('../../site/entry-server');

/**
 * The page is whole without scripts (it is prerendered), so its scripts need not compete with the
 * stylesheet and the hero image for the first paint: every module script and preload asks for low priority.
 */
function deprioritiseScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** `html` with `stylesheets` at the end of its head: after the entry's stylesheet, which they build on. */
function withStylesheets(html: string, stylesheets: string[]): string {
  return html.replace('</head>', () => stylesheets.map((link) => `  ${link}\n  `).join('') + '</head>');
}

/** Prerenders every route into `outDir`, plus the two not-found pages, sitemap.xml and robots.txt; returns the HTML files written. */
export async function prerender(ssrEntry: string, outDir: string): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(ssrEntry).href);
  const template = deprioritiseScripts(await readFile(join(outDir, 'index.html'), 'utf8'));
  // Read once, then removed: the manifest is a build detail, not something to publish.
  const manifestDir = join(outDir, '.vite');
  const manifest: Manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8'));
  await rm(manifestDir, { recursive: true, force: true });

  const pages = [
    ...entry.prerenderPaths().map((path) => ({ path, file: htmlFileFor(path), indexable: true, ...entry.resolveRoute(path) })),
    { path: entry.notFoundRoute.path, file: notFoundFileFor('/'), indexable: false, route: entry.notFoundRoute, params: {} },
    // SPEC 8: an unknown id under /services/ shows 'Service Not Found'; the server answers it with services/404.html.
    ...entry.parameterNotFoundPages().map(({ path, folder }) => ({
      path,
      file: notFoundFileFor(folder),
      indexable: false,
      ...entry.resolveRoute(path),
    })),
  ];
  const written: string[] = [];
  for (const { path, file, route, params, indexable } of pages) {
    const { preloads, stylesheets } = pageHeadLinks(manifest, [entry.appSource, entry.pageSource(route.page)]);
    const head = entry.headTags(route.meta(params), path, { indexable, extra: [preloads] });
    const body = await entry.render(path);
    const html = withStylesheets(template, stylesheets)
      .replace('<!--head-->', () => head)
      .replace('<!--app-->', () => body);
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    written.push(file);
  }
  await writeFile(join(outDir, 'sitemap.xml'), entry.sitemapXml());
  await writeFile(join(outDir, 'robots.txt'), entry.robotsTxt());
  return written;
}
