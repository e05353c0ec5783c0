// The site in the browser, loaded by the entry (main.tsx): React, the frame and the page's chunk, hydrating the HTML.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { embedPageWidget } from '../common/contract/embed-pages';
import { App, routeAt } from './app';
import type { SiteStart } from './routing/page-assets';
import { loadPageOrRetry, setPageAssets } from './routing/page-modules';
import { preloadOnIntent } from './routing/preload-on-intent';

/** Loads the current page's chunk, then hydrates; the buttons pressed until now are pressed again once hydrated. */
export async function startSite({ container, takeEarlyClicks, assets }: SiteStart): Promise<void> {
  setPageAssets(assets);
  preloadOnIntent(document);
  const { route } = routeAt(location.pathname);
  // Hydration must render exactly the prerendered page, so its chunk is loaded first. When it cannot be loaded,
  // the prerendered page stays as it is: whole without scripts, its links load pages and its forms post.
  const loaded = await loadPageOrRetry(route.page).then(
    () => true,
    () => false,
  );

  // From here on React hears every click, and replays those on parts it has not hydrated yet itself.
  const earlyClicks = takeEarlyClicks();
  if (!loaded) return;
  // Unknown paths are answered with 404.html. Under /services/ the router shows 'Service Not Found'
  // instead, which that HTML does not hold, so the browser renders afresh rather than hydrate. So it does at an
  // address of the embed folder that is no embed page, whose HTML may be an embed page's (/embed/quote-form/index.html).
  const strayEmbedDocument = route.frame === 'embed' && !embedPageWidget(location.pathname);
  if (container.querySelector('main')?.dataset.page !== route.page || strayEmbedDocument) {
    createRoot(container).render(<App />);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one long
  // task; a click or a key press on a part not yet hydrated hydrates that part at once and is then replayed.
  startTransition(() => {
    hydrateRoot(container, <App earlyClicks={earlyClicks} />);
  });
}
