// Writes one HTML file per route from the SSR bundle and the client build's template (product rules §2.11),
// plus sitemap.xml and robots.txt. Each page holds the inline page loader (page-loader.ts), the preloads of the
// entry and of its own chunks in a template the loader and the entry add once the page has shown (the size report
// counts them in the first load), and its own stylesheet, so it is styled from the first paint, before its chunk runs.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFileFor, notFoundFileFor } from './html-file';
import { withPageLoader } from './page-loader';
import type { Manifest } from 'vite';
import { pageAssetsScript, pageFiles, pageHeadLinks, stylesheetLink, type PageHeadLinks } from './page-head-links';

type ServerEntry = typeof import('../../site/entry-server');

/** Writes `files` of `outDir`, in order, as one stylesheet named by its content; returns its name, relative to `outDir`. */
async function writeCombinedStylesheet(outDir: string, files: string[]): Promise<string> {
  const css = (await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')))).join('\n');
  const name = `assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  await writeFile(join(outDir, name), css);
  return name;
}

/**
 * `html` with the page's stylesheets: where it links the entry's (the frame's rules), one stylesheet with those
 * and then the page's own (`stylesheets`, in cascade order), which a page without any keeps as it is. Pages that
 * join the same files (the service pages) share one stylesheet, written once through `combined`.
 */
async function withStylesheets(
  html: string,
  { entryStylesheets, stylesheets }: Pick<PageHeadLinks, 'entryStylesheets' | 'stylesheets'>,
  combined: (files: string[]) => Promise<string>,
): Promise<string> {
  if (stylesheets.length === 0) return html;
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
  const entryLinks = entryStylesheets.map((file) => {
    const link = links.find((candidate) => candidate.includes(` href="/${file}"`));
    if (!link) throw new Error(`index.html does not link the entry's stylesheet ${file}`);
    return link;
  });
  const [first, ...rest] = entryLinks;
  if (first === undefined) throw new Error('index.html links no stylesheet of the entry');
  const joined = stylesheetLink(await combined([...entryStylesheets, ...stylesheets]));
  return rest.reduce(
    (result, link) => result.replace(link, ''),
    html.replace(first, () => joined),
  );
}

/**
 * `template` with its stylesheet links moved up from the end of the head (where Vite puts them) to ahead of the page's
 * own head tags: its JSON-LD, the after-paint preloads and the page loader come after them. On a fast connection the
 * stylesheet otherwise came in before the parser reached its link, 5 kB into a page, and was parsed inside the
 * parser's first task; Lighthouse then holds that whole task back until the stylesheet's download, and put /blog's
 * first paint 25-50 ms after it (docs/benchmarks.md).
 */
export function stylesheetsFirst(template: string): string {
  const links = [...template.matchAll(/\s*<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
  if (!template.includes('<!--head-->')) throw new Error('index.html has no <!--head--> for the page head tags');
  const without = links.reduce((html, link) => html.replace(link, ''), template);
  return without.replace('<!--head-->', () => `${links.map((link) => `${link.trim()}\n    `).join('')}<!--head-->`);
}

/** Prerenders every route into `outDir`, plus the two not-found pages, sitemap.xml and robots.txt; returns the HTML files written. */
export async function prerender(ssrEntry: string, outDir: string): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(ssrEntry).href);
  const { template: built, entryPreloads } = await withPageLoader(await readFile(join(outDir, 'index.html'), 'utf8'));
  const template = stylesheetsFirst(built);
  // Read once, then removed: the manifest is a build detail, not something to publish.
  const manifestDir = join(outDir, '.vite');
  const manifest: Manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8'));
  await rm(manifestDir, { recursive: true, force: true });

  const pages = [
    ...entry.prerenderPaths().map((path) => {
      const resolved = entry.resolveRoute(path);
      return { path, file: htmlFileFor(path), indexable: resolved.route.indexable ?? true, ...resolved };
    }),
    { path: entry.notFoundRoute.path, file: notFoundFileFor('/'), indexable: false, route: entry.notFoundRoute, params: {} },
    // An unknown id under /services/ shows 'Service Not Found' (product rules §2.5); the server answers it with services/404.html.
    ...entry.parameterNotFoundPages().map(({ path, folder }) => ({
      path,
      file: notFoundFileFor(folder),
      indexable: false,
      ...entry.resolveRoute(path),
    })),
  ];
  const combinedByFiles = new Map<string, Promise<string>>();
  const combined = (files: string[]) => {
    const key = files.join('\n');
    if (!combinedByFiles.has(key)) combinedByFiles.set(key, writeCombinedStylesheet(outDir, files));
    return combinedByFiles.get(key)!;
  };
  const pageNames = [...new Set([...entry.routes, entry.notFoundRoute].map(({ page }) => page))];
  const files = pageFiles(manifest, entry.appSource, pageNames, entry.pageSource);
  const written: string[] = [];
  for (const { path, file, route, params, indexable } of pages) {
    const links = pageHeadLinks(manifest, [entry.appSource, entry.pageSource(route.page)], entryPreloads);
    const head = entry.headTags(route.meta(params), path, { indexable, extra: [links.preloads] });
    const held = [...links.entryStylesheets, ...links.stylesheets].map((stylesheet) => `/${stylesheet}`);
    const body = await entry.render(path);
    const html = (await withStylesheets(template, links, combined))
      .replace('<!--head-->', () => head)
      .replace('<!--app-->', () => body)
      .replace('</body>', () => `${pageAssetsScript({ held, pages: files })}</body>`);
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    written.push(file);
  }
  await writeFile(join(outDir, 'sitemap.xml'), entry.sitemapXml());
  await writeFile(join(outDir, 'robots.txt'), entry.robotsTxt());
  return written;
}
