// Links the stylesheets a page needs on a client-side navigation: each file once, never one whose rules the document
// holds already, and only with standard DOM (a <link> and its load and error events).
import { pageAssets } from './page-assets';

let linked: Map<string, Promise<void>> | undefined;

/** Each stylesheet linked, by URL, settled once its rules apply; at first those the document's own stylesheet holds. */
const linkedStylesheets = () => (linked ??= new Map((pageAssets()?.held ?? []).map((href) => [href, Promise.resolve()])));

function linkStylesheet(href: string): Promise<void> {
  // crossorigin as the prerendered page links its stylesheet, so the browser can reuse what it fetched for a preload.
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', crossOrigin: '', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      // Forgotten, so that the next navigation to a page that needs it fetches it again.
      link.remove();
      linkedStylesheets().delete(href);
      reject(new Error(`The stylesheet ${href} failed to load`));
    });
  });
  document.head.append(link);
  return loaded;
}

/**
 * Links each of `hrefs` that the document lacks, after its other stylesheets and in the order given (the cascade
 * order), and resolves once every one of them applies. Rejects when one fails to load.
 */
export function loadStylesheets(hrefs: readonly string[]): Promise<void> {
  const stylesheets = linkedStylesheets();
  return Promise.all(hrefs.map((href) => stylesheets.get(href) ?? stylesheets.set(href, linkStylesheet(href)).get(href))).then(
    () => undefined,
  );
}
