// What the build and the browser agree on about a prerendered page (scripts/build/prerender.ts writes it): the
// page-assets block, the after-paint preloads, and what the inline page loader hands the site's entry.
import type { PageName } from '../routes';

// The ids of the JSON data block at the end of every page and of the <template> of its preloads, and the attribute
// of the entry's own preloads in it (the entry first, then what it imports).
export const pageAssetsId = 'page-assets';
export const afterPaintPreloadsId = 'after-paint-preloads';
export const siteEntryAttribute = 'data-site-entry';

/** One page's files, as root-relative URLs: its own chunk first. */
export interface PageFiles {
  chunk: string;
  /** The chunks it imports, beyond those of the site's start. */
  imports: string[];
  /** The stylesheets of the page's chunks beyond the frame's, in cascade order. */
  styles: string[];
}

export interface PageAssets {
  /** The stylesheets whose rules the document's one stylesheet, inline in its head, holds. */
  held: string[];
  /** This page's own files; every page's are in the page map at `allPages` (site/routing/page-map.ts). */
  pages: Partial<Record<PageName, PageFiles>>;
  allPages: string;
}

/** The page assets `document` ends with, as the build wrote them; null where it has none (the development server). */
export function readPageAssets(document: Document): PageAssets | null {
  const json = document.getElementById(pageAssetsId)?.textContent;
  return json ? (JSON.parse(json) as PageAssets) : null;
}

/** What the page loader hands the site's entry once the page has shown; takeEarlyClicks as keepEarlyClicks returns it. */
export interface SiteStart {
  container: HTMLElement;
  takeEarlyClicks: () => HTMLButtonElement[];
  assets: PageAssets | null;
}

/** The site's entry (site/main.tsx) as the page loader imports it by URL. */
export interface SiteEntry {
  startSite: (start: SiteStart) => Promise<void>;
}
