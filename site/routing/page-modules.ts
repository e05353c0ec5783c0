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

// One chunk per page keeps the blog's articles and the like out of every other page's first load. The development
// server and the prerenderer import pages through Vite; the browser build imports each page's chunk by the URL its
// page assets name, and links its stylesheets itself (vite.config.ts), so the build leaves these out.
const loaders = import.meta.env.DEV || import.meta.env.SSR ? import.meta.glob<PageModule>('../pages/*-page.tsx') : {};
const chunks = new Map<PageName, Promise<PageModule>>();
const preloaded = new Set<string>();
const pending = new Map<PageName, Promise<PageModule>>();
const shown = new Map<PageName, Promise<PageModule>>();
const loaded = new Map<PageName, PageModule>();

/** Where the build's manifest lists the page's chunk (the site root is site/). */
export function pageSource(page: PageName): string {
  return `pages/${page}.tsx`;
}

/**
 * The page's module, imported once; a failure is forgotten. `again` imports the chunk from a fresh URL: a browser
 * keeps a module that failed to load as failed under its URL (HTML's module map), so importing the same URL again
 * would fail at once.
 */
function loadChunk(page: PageName, files: PageFiles | undefined, again: boolean): Promise<PageModule> {
  let chunk = chunks.get(page);
  if (!chunk) {
    chunk = files ? importChunk(files, again) : importSource(page);
    chunks.set(page, chunk);
    chunk.catch(() => chunks.delete(page));
  }
  return chunk;
}

/** The page's module from the build: its chunk's imports preloaded beside it, as the prerendered page does its own. */
function importChunk(files: PageFiles, again: boolean): Promise<PageModule> {
  for (const href of files.imports) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ again ? `${files.chunk}?again` : files.chunk) as Promise<PageModule>;
}

/** The page's module through Vite: on the development server, and when prerendering. */
function importSource(page: PageName): Promise<PageModule> {
  const loader = loaders[`../pages/${page}.tsx`];
  if (!loader) return Promise.reject(new Error(`No module site/pages/${page}.tsx`));
  return loader();
}

/** One try at the page's module and its stylesheets (each fetched only if not in yet), settled once both are in. */
async function fetchPage(page: PageName, again: boolean): Promise<PageModule> {
  // The page's chunk and stylesheets as the build wrote them; none on the development server.
  const files = pageAssets()?.pages[page];
  // On the development server, a module brings its CSS itself.
  const [module] = await Promise.all([loadChunk(page, files, again), files && loadStylesheets(files.styles)]);
  loaded.set(page, module);
  return module;
}

/** Loads the page once; later calls share the same promise until it settles, and try again after a failure. */
export function loadPage(page: PageName): Promise<PageModule> {
  let promise = pending.get(page);
  if (!promise) {
    promise = fetchPage(page, false);
    pending.set(page, promise);
    // A failed load (a hover preload while offline, say) is forgotten, so the next visit to the page retries.
    promise.catch(() => pending.delete(page));
  }
  return promise;
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
  let promise = shown.get(page);
  if (!promise) {
    promise = loadPageOrRetry(page).catch(() => {
      location.reload();
      return new Promise<never>(() => undefined);
    });
    shown.set(page, promise);
    promise.then(() => shown.delete(page));
  }
  return promise;
}

/** The page's module if it has finished loading. */
export function loadedPage(page: PageName): PageModule | undefined {
  return loaded.get(page);
}
