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

const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isPageFiles = ({ chunk, imports, styles }: PageFiles) => typeof chunk === 'string' && isStrings(imports) && isStrings(styles);

/** `json` as page assets; null when it is not what the build writes, and the pages then open as full page loads. */
export function parsePageAssets(json: string): PageAssets | null {
  try {
    const assets = JSON.parse(json) as PageAssets;
    return isStrings(assets.held) && Object.values(assets.pages).every(isPageFiles) ? assets : null;
  } catch {
    return null;
  }
}

let assets: PageAssets | null | undefined;

/** The document's page assets, read once; null where the page was not prerendered (the development server, prerendering). */
export function pageAssets(): PageAssets | null {
  // Prerendering runs without a document.
  if (assets === undefined && typeof document !== 'undefined') {
    const json = document.getElementById(pageAssetsId)?.textContent;
    assets = json ? parsePageAssets(json) : null;
  }
  return assets ?? null;
}
