// What a prerendered page knows of every page's files, from the build: each page's own chunk and stylesheets, and
// which stylesheets' rules this document holds already (written by scripts/build/prerender.ts).
import type { PageName } from '../routes';

/** The id of the JSON data block that carries them, at the end of every prerendered page's body. */
export const pageAssetsId = 'page-assets';

/** One page's files, as root-relative URLs. */
export interface PageFiles {
  /** The page's own chunk. */
  chunk: string;
  /** The chunks it imports, beyond those of the site's start. */
  imports: string[];
  /** The stylesheets of the page's chunks beyond the frame's, in cascade order. */
  styles: string[];
}

export interface PageAssets {
  /** The stylesheets whose rules the document's one stylesheet holds. */
  held: string[];
  pages: Partial<Record<PageName, PageFiles>>;
}

let assets: PageAssets | null | undefined;

/** The document's page assets, read once; null where the page was not prerendered (the development server, prerendering). */
export function pageAssets(): PageAssets | null {
  // Prerendering runs without a document.
  if (assets === undefined && typeof document !== 'undefined') {
    const data = document.getElementById(pageAssetsId)?.textContent;
    assets = data ? (JSON.parse(data) as PageAssets) : null;
  }
  return assets ?? null;
}
