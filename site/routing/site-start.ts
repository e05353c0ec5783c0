// How the page loader (site/page-loader.ts, inline in the page) hands the page over to the site's entry (main.tsx),
// which it imports: the two are built apart and share no module, only this event on the window. The entry sends it
// as it starts, and the loader's listener, added before the import, answers at once with what it kept.

export const siteStartEvent = 'okanagan-site-start';

/**
 * The attribute of the entry's preloads in the page's after-paint template: the entry first, then what it imports.
 * The loader moves them to the head and imports the first; the entry then adds the rest of the template.
 */
export const siteEntryAttribute = 'data-site-entry';

/** What the loader hands over. */
export interface SiteStart {
  container: HTMLElement;
  /** Stops keeping early clicks and lists the scripted buttons pressed until then (early-clicks.ts). */
  takeEarlyClicks: () => HTMLButtonElement[];
}

/** The event's detail: the entry's function that takes what the loader hands over. */
export type SiteStartDetail = (start: SiteStart) => void;
