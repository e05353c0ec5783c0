// Every page's files, which only a client-side navigation needs: the build writes them once, into a file of its own
// that each page names (PageAssets' `allPages`), so that no page carries the others' files in its first round trip.
import type { PageAssets } from './page-assets';

export type PageMap = PageAssets['pages'];

/** How the browser fetches the page map; unit tests stand in for it. */
export const pageMapSource = {
  fetch: async (url: string): Promise<PageMap> => {
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`The page map ${url} answered ${answer.status}`);
    return (await answer.json()) as PageMap;
  },
};

let fetched: Promise<PageMap> | undefined;

/** The page map at `url`, fetched once, and again after a failure (a navigation while offline). */
export function pageMapAt(url: string): Promise<PageMap> {
  if (!fetched) {
    const started = (fetched = pageMapSource.fetch(url));
    started.catch(() => fetched === started && (fetched = undefined));
  }
  return fetched;
}
