// The tags a prerendered page adds to the entry's: its own chunks to preload, its one stylesheet, and what the page
// loader needs to know of every page's files.
import type { Manifest } from 'vite';
import type { PageName } from '../../site/routes';
import { pageAssetsId, type PageAssets } from '../../site/routing/page-assets';

/**
 * The id of the <template> that holds a page's preloads. The page loader moves the entry's own to the head once the
 * page has loaded and shown, and the entry adds the rest (site/page-loader.ts, site/main.tsx), so that React and the
 * page's chunks never compete with the first screen.
 */
export const afterPaintPreloadsId = 'after-paint-preloads';

export interface PageHeadLinks {
  /**
   * <link rel="modulepreload"> for each chunk the page needs beyond those the entry already loads, in the
   * after-paint template.
   */
  preloads: string;
  /** The entry's stylesheets (the frame's rules), as files of the build: index.html links them. */
  entryStylesheets: string[];
  /** The stylesheets of the page's chunks beyond the entry's, as files of the build, in cascade order. */
  stylesheets: string[];
}

/** Manifest keys of `key` and everything it imports statically, recursively, each before its imports. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The same keys, each after the chunks it imports: the order in which their CSS enters the cascade,
 * the one Vite's preload helper adds it in when the chunk is loaded on a client-side navigation.
 */
export function runOrder(manifest: Manifest, key: string, seen = new Set<string>(), into: string[] = []): string[] {
  if (seen.has(key) || !manifest[key]) return into;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) runOrder(manifest, imported, seen, into);
  into.push(key);
  return into;
}

/**
 * The links `sources` (manifest keys of modules the entry imports dynamically: React's with the frame, then the
 * page's) need beyond those of the entry, index.html, after `entryPreloads`, the entry's own (the page loader's).
 */
export function pageHeadLinks(manifest: Manifest, sources: string[], entryPreloads = ''): PageHeadLinks {
  const missing = sources.filter((source) => !manifest[source]);
  if (missing.length > 0) throw new Error(`The build's manifest has no chunk for ${missing.join(', ')}`);
  const entry = staticClosure(manifest, 'index.html');
  const entryCss = new Set(runOrder(manifest, 'index.html').flatMap((key) => manifest[key].css ?? []));
  const chunks = [...sources.reduce((into, source) => staticClosure(manifest, source, into), new Set<string>())].filter(
    (key) => !entry.has(key),
  );
  const seen = new Set<string>();
  const cascade = sources.flatMap((source) => runOrder(manifest, source, seen)).filter((key) => !entry.has(key));
  const css = new Set(cascade.flatMap((key) => manifest[key].css ?? []).filter((file) => !entryCss.has(file)));
  return {
    preloads: `<template id="${afterPaintPreloadsId}">${entryPreloads}${chunks
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}" />`)
      .join('')}</template>`,
    entryStylesheets: [...entryCss],
    stylesheets: [...css],
  };
}

/**
 * A page's stylesheet link: `combined`, the one file that holds the entry's rules and then the page's, so that the
 * first paint waits for one request, not up to four. crossorigin as on the entry's stylesheet link.
 */
export function stylesheetLink(combined: string): string {
  return `<link rel="stylesheet" crossorigin href="/${combined}" />`;
}

/**
 * Each page's own chunk, the chunks it imports beyond the entry's and the site start's, and its stylesheets beyond
 * the entry's, as root-relative URLs, for the page loader.
 */
export function pageFiles(
  manifest: Manifest,
  appSource: string,
  pages: readonly PageName[],
  sourceOf: (page: PageName) => string,
): PageAssets['pages'] {
  const started = staticClosure(manifest, appSource, staticClosure(manifest, 'index.html'));
  const url = (file: string) => `/${file}`;
  return Object.fromEntries(
    pages.map((page) => {
      const source = sourceOf(page);
      const { stylesheets } = pageHeadLinks(manifest, [appSource, source]);
      const imports = [...staticClosure(manifest, source)].filter((key) => key !== source && !started.has(key));
      return [
        page,
        { chunk: url(manifest[source].file), imports: imports.map((key) => url(manifest[key].file)), styles: stylesheets.map(url) },
      ];
    }),
  );
}

/**
 * The data block that tells the page loader every page's files and the stylesheets whose rules the page's one
 * stylesheet holds (site/routing/page-assets.ts). Data, not a script: no browser runs it, whatever the CSP.
 */
export function pageAssetsScript(assets: PageAssets): string {
  const json = JSON.stringify(assets).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageAssetsId}">${json}</script>`;
}
