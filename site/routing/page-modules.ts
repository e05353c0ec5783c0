// Loads each page's own chunk and stylesheets on demand, and remembers loaded pages so rendering them never suspends. A
// chunk that fails is fetched again from a fresh URL; a page a click shows that still cannot load opens as a full page load.
import type { ComponentType } from 'react';
import type { PageName } from '../routes';
import type { RouteParams } from './match-path';
import type { PageAssets, PageFiles } from './page-assets';
import { pageMapAt } from './page-map';

export interface PageProps {
  params: RouteParams;
}

export interface PageModule {
  default: ComponentType<PageProps>;
}

/** One page's module once loaded, and promises kept while pending or fulfilled: chunk, chunk and styles, shown page. */
interface PageRecord {
  module?: PageModule;
  chunk?: Promise<PageModule>;
  load?: Promise<PageModule>;
  shown?: Promise<PageModule>;
}

const records = new Map<PageName, PageRecord>();
const recordOf = (page: PageName) => records.get(page) ?? records.set(page, {}).get(page)!;

// The page assets (none on the development server and when prerendering, which import through Vite), and each
// stylesheet linked, by URL, settled once its rules apply: at first those the document's stylesheet holds.
let assets: PageAssets | null = null;
const stylesheets = new Map<string, Promise<void>>();

/** Takes the page assets the page loader read. */
export function setPageAssets(given: PageAssets | null): void {
  assets = given;
  for (const href of given?.held ?? []) stylesheets.set(href, Promise.resolve());
}

/** How the browser build imports a chunk by URL and opens the prerendered page; unit tests stand in for both. */
export const browser = {
  importChunk: (url: string) => import(/* @vite-ignore */ url) as Promise<PageModule>,
  reload: () => location.reload(),
};

// One chunk per page keeps the blog's articles and the like out of every other page's first load. The browser build
// imports each by the URL its page assets name; the development server and the prerenderer through Vite.
const sources = import.meta.env.DEV || import.meta.env.SSR ? import.meta.glob<PageModule>('../pages/*-page.tsx') : {};

/** Where the build lists the page's chunk (the site root is site/). */
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

/** The page's module from the build, its imports preloaded; `again` from a fresh URL, as a failed module stays failed. */
function importChunk(files: PageFiles, again: boolean): Promise<PageModule> {
  for (const href of files.imports)
    if (!document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`))
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  return browser.importChunk(again ? `${files.chunk}?again` : files.chunk);
}

function linkStylesheet(href: string): Promise<void> {
  // In CORS mode, as the site fetches every file of its build (module scripts and their preloads are CORS requests).
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', crossOrigin: '', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      // Forgotten, so that the next navigation to a page that needs it fetches it again.
      link.remove();
      stylesheets.delete(href);
      reject(new Error(`The stylesheet ${href} failed to load`));
    });
  });
  document.head.append(link);
  return loaded;
}

/** Links each of `hrefs` the document lacks, in cascade order; resolves once all apply, rejects when one fails. */
function loadStylesheets(hrefs: readonly string[]): Promise<unknown> {
  return Promise.all(hrefs.map((href) => stylesheets.get(href) ?? stylesheets.set(href, linkStylesheet(href)).get(href)));
}

/** One try at the page's module and its stylesheets (each fetched only if not in yet), settled once both are in. */
async function fetchPage(page: PageName, again: boolean): Promise<PageModule> {
  const record = recordOf(page);
  const files = assets && (assets.pages[page] ?? (await pageMapAt(assets.allPages))[page]);
  const source = sources[`../pages/${page}.tsx`] ?? (() => Promise.reject(new Error(`No module site/pages/${page}.tsx`)));
  const chunk = kept(record, 'chunk', () => (files ? importChunk(files, again) : source()));
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
