// Loads each page's own chunk on demand, and remembers the loaded ones so rendering them never suspends.
import type { ComponentType } from 'react';
import type { PageName } from '../routes';
import type { RouteParams } from './match-path';

export interface PageProps {
  params: RouteParams;
}

export interface PageModule {
  default: ComponentType<PageProps>;
}

// One chunk per page keeps the blog's articles and the like out of every other page's first load.
const loaders = import.meta.glob<PageModule>('../pages/*-page.tsx');
const pending = new Map<PageName, Promise<PageModule>>();
const loaded = new Map<PageName, PageModule>();

/** Where the build's manifest lists the page's chunk (the site root is site/). */
export function pageSource(page: PageName): string {
  return `pages/${page}.tsx`;
}

/** Loads the page's module once; later calls share the same promise until it settles, and retry after a failure. */
export function loadPage(page: PageName): Promise<PageModule> {
  let promise = pending.get(page);
  if (!promise) {
    const loader = loaders[`../pages/${page}.tsx`];
    if (!loader) throw new Error(`No module site/pages/${page}.tsx`);
    promise = loader().then(
      (module) => {
        loaded.set(page, module);
        return module;
      },
      (error: unknown) => {
        // A failed load (a hover preload while offline, say) is forgotten, so the next visit to the page retries.
        pending.delete(page);
        throw error;
      },
    );
    pending.set(page, promise);
  }
  return promise;
}

/** The page's module if it has finished loading. */
export function loadedPage(page: PageName): PageModule | undefined {
  return loaded.get(page);
}
