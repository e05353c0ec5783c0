// The one script of a page's HTML, inline in its head (scripts/build/prerender.ts puts it there, and the pages'
// Content-Security-Policy allows it by its hash): keeps the buttons pressed from the start, and asks for the site's
// entry only once the page has loaded and been shown, so that no script file competes with the first screen.
import { afterPaintPreloadsId, readPageAssets, siteEntryAttribute, type SiteEntry } from './routing/page-assets';

/**
 * Starts keeping the scripted buttons (`type="button"`) clicked under `root`, which do nothing until React has taken
 * the page over. The function returned stops and lists them, each once, in the order of its last click.
 */
export function keepEarlyClicks(root: Element): () => HTMLButtonElement[] {
  const clicked = new Set<HTMLButtonElement>();
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || !root.contains(button)) return;
    clicked.delete(button);
    clicked.add(button);
  };
  root.addEventListener('click', keep, true);
  return () => {
    root.removeEventListener('click', keep, true);
    return [...clicked];
  };
}

/** Resolves once the browser reports the first contentful paint (when the frame reaches the screen), or after 1 s. */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && done());
    const timer = setTimeout(done, 1_000);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the page has loaded (its stylesheet and first-screen images) and shown it, then after the next frame
 * and a task, so that nothing runs in the frame of the first paint. At once in a hidden tab, which shows nothing.
 */
export async function afterPageShown(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  if (document.visibilityState === 'hidden') return;
  await firstContentfulPaint();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Keeps early clicks until the page has shown, then adds the after-paint preloads (the entry's first and imported, the
 * rest one per task: each costs a slow phone's main thread a few ms) and hands the page over to the entry.
 */
export async function loadSite(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const takeEarlyClicks = keepEarlyClicks(container);
  await afterPageShown();
  const template = document.getElementById(afterPaintPreloadsId);
  const preloads = template instanceof HTMLTemplateElement ? [...template.content.querySelectorAll('link')] : [];
  const entry = preloads.filter((link) => link.hasAttribute(siteEntryAttribute));
  if (entry.length === 0) throw new Error('The page names no site entry to load.');
  document.head.append(...entry);
  const site = import(/* @vite-ignore */ entry[0].href) as Promise<SiteEntry>;
  for (const link of preloads.filter((link) => !entry.includes(link))) {
    document.head.append(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await (await site).startSite({ container, takeEarlyClicks, assets: readPageAssets(document) });
}
