// Loads each page's own chunk and stylesheets on demand, and remembers the loaded pages so rendering them never
// suspends. A chunk that fails to load is fetched again from a fresh URL; a page shown after a click that still
// cannot be loaded is opened as a full page load instead, the prerendered page.
import type { ComponentType } from 'react';
import type { PageName } from '../routes';
import { loadStylesheets } from './load-stylesheets';
import type { RouteParams } from './match-path';
import { pageAssets, type PageFiles } from './page-assets';

export interface PageProps {
  params: RouteParams;
}

export interface PageModule {
  default: ComponentType<PageProps>;
}

/** What the loader holds of one page: its module once loaded, and promises kept while pending or fulfilled. */
interface PageRecord {
  module?: PageModule;
  /** The page's module, imported. */
  chunk?: Promise<PageModule>;
  /** The module and the page's stylesheets, both in. */
  load?: Promise<PageModule>;
  /** The page shown after a client-side navigation (showPage), while it is pending. */
  shown?: Promise<PageModule>;
}

const records = new Map<PageName, PageRecord>();
const recordOf = (page: PageName) => records.get(page) ?? records.set(page, {}).get(page)!;

/** How the browser build imports a chunk by URL and opens the prerendered page; unit tests stand in for both. */
export const browser = {
  importChunk: (url: string) => import(/* @vite-ignore */ url) as Promise<PageModule>,
  reload: () => location.reload(),
};

// One chunk per page keeps the blog's articles and the like out of every other page's first load. The development
// server and the prerenderer import pages through Vite; the browser build imports each page's chunk by the URL its
// page assets name, and links its stylesheets itself (vite.config.ts), so the build leaves these out.
const sources = import.meta.env.DEV || import.meta.env.SSR ? import.meta.glob<PageModule>('../pages/*-page.tsx') : {};

/** Where the build's manifest lists the page's chunk (the site root is site/). */
export function pageSource(page: PageName): string {
  return `pages/${page}.tsx`;
}

/** The record's `key` promise, started by `start` unless one is kept; forgotten when it fails, so the next call retries. */
function kept(record: PageRecord, key: 'chunk' | 'load', start: () => Promise<PageModule>): Promise<PageModule> {
  if (!record[key]) {
    const started = (record[key] = start());
    started.catch(() => record[key] === started && delete record[key]);
  }
  return record[key];
}

/**
 * The page's module from the build, its chunk's imports preloaded beside it as the prerendered page does its own.
 * `again` imports it from a fresh URL: a browser keeps a module that failed to load as failed under its URL (HTML's
 * module map), so importing the same URL again would fail at once.
 */
function importChunk(files: PageFiles, again: boolean): Promise<PageModule> {
  for (const href of files.imports)
    if (!document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`))
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  return browser.importChunk(again ? `${files.chunk}?again` : files.chunk);
}

/** The page's module through Vite: on the development server, and when prerendering. */
function importSource(page: PageName): Promise<PageModule> {
  const source = sources[`../pages/${page}.tsx`];
  return source ? source() : Promise.reject(new Error(`No module site/pages/${page}.tsx`));
}

/** One try at the page's module and its stylesheets (each fetched only if not in yet), settled once both are in. */
async function fetchPage(page: PageName, again: boolean): Promise<PageModule> {
  const record = recordOf(page);
  // The page's chunk and stylesheets as the build wrote them; none on the development server, where a module
  // brings its CSS itself.
  const files = pageAssets()?.pages[page];
  const chunk = kept(record, 'chunk', () => (files ? importChunk(files, again) : importSource(page)));
  const [module] = await Promise.all([chunk, files && loadStylesheets(files.styles)]);
  record.module = module;
  return module;
}

/** Loads the page once; later calls share the same promise, and try again after a failure (a preload while offline). */
export function loadPage(page: PageName): Promise<PageModule> {
  return kept(recordOf(page), 'load', () => fetchPage(page, false));
}

/** Loads the page, and when that fails fetches it once more from a fresh URL. */
export function loadPageOrRetry(page: PageName): Promise<PageModule> {
  return loadPage(page).catch(() => fetchPage(page, true));
}

/**
 * The page to show after a client-side navigation: loadPageOrRetry, and when both tries fail, a full page load of
 * the current URL (the prerendered page), so that a network failure never meets the crash screen. The promise is
 * the same for every render while it is pending, as React's use() needs; it never settles once the page reloads.
 */
export function showPage(page: PageName): Promise<PageModule> {
  const record = recordOf(page);
  if (!record.shown) {
    const shown = loadPageOrRetry(page).catch(() => {
      browser.reload();
      return new Promise<never>(() => undefined);
    });
    record.shown = shown;
    shown.then(() => delete record.shown);
  }
  return record.shown;
}

/** The page's module if it has finished loading. */
export function loadedPage(page: PageName): PageModule | undefined {
  return records.get(page)?.module;
}
