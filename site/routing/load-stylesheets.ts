// Links the stylesheets a page needs on a client-side navigation: each file once, never one whose rules the document
// holds already, and only with standard DOM (a <link> and its load and error events).
import { pageAssets } from './page-assets';

let linked: Map<string, Promise<void>> | undefined;

/**
 * Each stylesheet linked, by URL: settled once its rules apply. It starts with those the document's own stylesheet
 * holds, which are never fetched again.
 */
function linkedStylesheets(): Map<string, Promise<void>> {
  linked ??= new Map((pageAssets()?.held ?? []).map((href) => [href, Promise.resolve()]));
  return linked;
}

function linkStylesheet(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  // As the prerendered page links its stylesheet, so the browser can reuse what it fetched for a preload.
  link.crossOrigin = '';
  link.href = href;
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
  return Promise.all(
    hrefs.map((href) => {
      let loaded = linkedStylesheets().get(href);
      if (!loaded) {
        loaded = linkStylesheet(href);
        linkedStylesheets().set(href, loaded);
      }
      return loaded;
    }),
  ).then(() => undefined);
}
