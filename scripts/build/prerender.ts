// The Vite plugin that writes the site's pages into its client build (product rules §2.11): one HTML file per route
// from site/index.html and the SSR bundle built before, plus sitemap.xml and robots.txt. Each page holds its stylesheet
// and the page loader (site/page-loader.ts, a chunk of this build) inline, and ends with the page-assets block.
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin, Rollup } from 'vite';
import { afterPaintPreloadsId, pageAssetsId, siteEntryAttribute, type PageAssets } from '../../site/routing/page-assets.ts';
import type { PageName } from '../../site/routes.ts';
import { iconPlaceholder, tabIconLink } from './favicon.ts';
import { htmlFileFor, notFoundFileFor } from './html-file.ts';

type ServerEntry = typeof import('../../site/entry-server');

/** The site's entry (main.tsx) and the page loader's chunk, which the plugin inlines. */
export const entrySource = 'main.tsx';
export const pageLoaderChunk = 'page-loader';
const pageLoaderId = '\0page-loader';

/**
 * The client bundle as manifest records, keyed as Vite's manifest keys them: a chunk by its entry's source relative to
 * the root, or by one of `sources` it holds (the site's start, which shares its chunk), else by its file.
 */
function manifestOf(bundle: Rollup.OutputBundle, root: string, sources: string[]): Manifest {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const source = (chunk: Rollup.OutputChunk) => chunk.facadeModuleId ?? chunk.moduleIds.find((id) => sources.includes(relative(root, id)));
  const keyOf = new Map(chunks.map((chunk) => [chunk.fileName, relative(root, source(chunk) ?? resolve(root, chunk.fileName))]));
  return Object.fromEntries(
    chunks.map((chunk) => [
      keyOf.get(chunk.fileName)!,
      { file: chunk.fileName, imports: chunk.imports.map((file) => keyOf.get(file)!), css: [...(chunk.viteMetadata?.importedCss ?? [])] },
    ]),
  );
}

/** Manifest keys of `key` and everything it imports statically, recursively, each before its imports. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The same keys, each after the chunks it imports: the order in which their CSS enters the cascade. */
export function runOrder(manifest: Manifest, key: string, seen = new Set<string>(), into: string[] = []): string[] {
  if (seen.has(key) || !manifest[key]) return into;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) runOrder(manifest, imported, seen, into);
  into.push(key);
  return into;
}

/**
 * What a page preloads and links for `sources` (manifest keys the entry imports dynamically: the site's start, then
 * the page), decided here alone: the chunks beyond the entry's, in the after-paint template after the entry's own;
 * the entry's stylesheets (the frame's rules) and, in cascade order, the page's beyond them, as files of the build.
 */
export function pageHeadLinks(manifest: Manifest, sources: string[]) {
  const missing = sources.filter((source) => !manifest[source]);
  if (missing.length > 0) throw new Error(`The build's manifest has no chunk for ${missing.join(', ')}`);
  const entry = staticClosure(manifest, entrySource);
  const entryCss = new Set(runOrder(manifest, entrySource).flatMap((key) => manifest[key].css ?? []));
  const closure = sources.reduce((into, source) => staticClosure(manifest, source, into), new Set<string>());
  const chunks = [...closure].filter((key) => !entry.has(key));
  const seen = new Set<string>();
  const cascade = sources.flatMap((source) => runOrder(manifest, source, seen)).filter((key) => !entry.has(key));
  const preload = (key: string) =>
    `<link rel="modulepreload" crossorigin href="/${manifest[key].file}"${entry.has(key) ? ` ${siteEntryAttribute}` : ''} />`;
  return {
    chunks,
    preloads: `<template id="${afterPaintPreloadsId}">${[...entry, ...chunks].map(preload).join('')}</template>`,
    entryStylesheets: [...entryCss],
    stylesheets: [...new Set(cascade.flatMap((key) => manifest[key].css ?? []).filter((file) => !entryCss.has(file)))],
  };
}

/** Each page's chunk, the chunks it preloads beyond the site start's (pageHeadLinks) and its stylesheets, as URLs. */
export function pageFiles(manifest: Manifest, appSource: string, pages: readonly PageName[], sourceOf: (page: PageName) => string) {
  const started = staticClosure(manifest, appSource, staticClosure(manifest, entrySource));
  const url = (key: string) => `/${manifest[key].file}`;
  const files: PageAssets['pages'] = {};
  for (const page of pages) {
    const source = sourceOf(page);
    const { chunks, stylesheets } = pageHeadLinks(manifest, [appSource, source]);
    const imports = chunks.filter((key) => key !== source && !started.has(key)).map(url);
    files[page] = { chunk: url(source), imports, styles: stylesheets.map((file) => `/${file}`) };
  }
  return files;
}

/** The page-assets block: data, not a script, so no browser runs it whatever the CSP; no text in it can close it early. */
export function pageAssetsScript(assets: PageAssets): string {
  return `<script type="application/json" id="${pageAssetsId}">${JSON.stringify(assets).replace(/</g, '\\u003c')}</script>`;
}

/** What pageHtml puts in a page: the tab icon's link, its stylesheet's text, head tags, page loader, body and page assets. */
type PageParts = Record<'icon' | 'css' | 'head' | 'loader' | 'body', string> & { assets: PageAssets };

/**
 * `template` (site/index.html) filled in for one page: the tab icon; its one stylesheet inline, first, so the first paint
 * waits for no request beyond the HTML (its hash in the page's policy allows it); its head tags and the page loader.
 */
export function pageHtml(template: string, parts: PageParts) {
  const { icon, css, head, loader, body, assets } = parts;
  const missing = [iconPlaceholder, '<!--head-->', '<!--app-->', '<!--page-assets-->'].filter((mark) => !template.includes(mark));
  if (missing.length > 0) throw new Error(`index.html has no ${missing.join(', ')}`);
  if (/<\/style/i.test(css)) throw new Error('A page\'s CSS holds "</style", which would end its style element early.');
  return template
    .replace(iconPlaceholder, () => icon)
    .replace('<!--head-->', () => `<style>${css}</style>\n    ${head}\n    <script type="module">${loader}</script>`)
    .replace('<!--app-->', () => body)
    .replace('<!--page-assets-->', () => pageAssetsScript(assets));
}

/** The plugin, and the HTML files it wrote once the build has run, relative to the build's folder. */
export function prerender(ssrEntry: string): { plugin: Plugin; pages: string[] } {
  const pages: string[] = [];
  let root = '';
  let loaderRef = '';
  const plugin: Plugin = {
    name: 'site:prerender',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    buildStart() {
      loaderRef = this.emitFile({ type: 'chunk', id: pageLoaderId, name: pageLoaderChunk, preserveSignature: false });
    },
    resolveId: (id) => (id === pageLoaderId ? id : null),
    load: (id) =>
      id === pageLoaderId ? `import { loadSite } from ${JSON.stringify(resolve(root, 'page-loader.ts'))};\nloadSite();` : null,
    generateBundle: {
      // After Vite's CSS plugin has dropped the chunks that held only CSS.
      order: 'post',
      async handler(_options, bundle) {
        const loader = bundle[this.getFileName(loaderRef)] as Rollup.OutputChunk;
        delete bundle[loader.fileName];
        if (loader.imports.length > 0 || loader.code.includes('</script'))
          throw new Error('The page loader must be one inline script: it imports a chunk or holds "</script".');
        const entry: ServerEntry = await import(pathToFileURL(ssrEntry).href);
        const manifest = manifestOf(bundle, root, [entry.appSource]);
        const template = await readFile(resolve(root, 'index.html'), 'utf8');
        const icon = await tabIconLink(await readFile(resolve(root, 'favicon.svg')));
        const pageNames = [...new Set([...entry.routes, entry.notFoundRoute].map(({ page }) => page))];
        const allPages = pageFiles(manifest, entry.appSource, pageNames, entry.pageSource);
        const pageMap = this.getFileName(this.emitFile({ type: 'asset', name: 'pages.json', source: JSON.stringify(allPages) }));
        const css = (file: string) => String((bundle[file] as Rollup.OutputAsset).source);
        // Every route, then the not-found pages: /404 as 404.html, and under /services/ an unknown id's 'Service Not
        // Found' (product rules §2.5) as services/404.html, which the server answers such paths with.
        const notFound = [{ path: entry.notFoundRoute.path, folder: '/' }, ...entry.parameterNotFoundPages()];
        const routes = [
          ...entry
            .prerenderPaths()
            .map((path) => ({ path, file: htmlFileFor(path), indexable: entry.resolveRoute(path).route.indexable ?? true })),
          ...notFound.map(({ path, folder }) => ({ path, file: notFoundFileFor(folder), indexable: false })),
        ];
        for (const { path, file, indexable } of routes) {
          const { route, params } = entry.resolveRoute(path);
          const links = pageHeadLinks(manifest, [entry.appSource, entry.pageSource(route.page)]);
          // The page's one stylesheet: the frame's rules, then the page's own, in cascade order.
          const held = [...links.entryStylesheets, ...links.stylesheets];
          const head = entry.headTags(route.meta(params), path, { indexable, extra: [links.preloads] });
          const page = { icon, css: held.map(css).join('\n'), head, loader: loader.code.trim(), body: await entry.render(path) };
          const assets = { held: held.map((file) => `/${file}`), pages: { [route.page]: allPages[route.page] }, allPages: `/${pageMap}` };
          this.emitFile({ type: 'asset', fileName: file, source: pageHtml(template, { ...page, assets }) });
          pages.push(file);
        }
        this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: entry.sitemapXml() });
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: entry.robotsTxt() });
      },
    },
  };
  return { plugin, pages };
}
