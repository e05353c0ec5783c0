// Starts loading a page's chunk when a visitor points at, touches or tabs to a link to it.
import { resolveRoute } from '../routes';
import { loadPage } from './page-modules';

/** Listens on `root` for the first signs of intent on same-site links. */
export function preloadOnIntent(root: Document): void {
  const preload = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    const href = link?.getAttribute('href');
    if (href) loadPage(resolveRoute(href).route.page).catch(() => undefined);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) root.addEventListener(type, preload, { passive: true });
}
