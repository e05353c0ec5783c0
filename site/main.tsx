// Browser entry: lets the prerendered page load and paint, then fetches and starts the site (start.tsx). The page
// is whole without scripts (links are links, forms post), so React's download and run wait for the first screen
// instead of competing with its stylesheets and hero image.
// The frame's styles; each page's module imports its own, so a route loads only the CSS it uses.
import './styles/site.css';
import { keepEarlyClicks } from './routing/early-clicks';

/** Resolves with the next macrotask after two frames: after the next frame has been produced. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

// A browser that reports paints reports the first contentful one within a frame or two of producing it; this caps the
// wait where it never comes.
const firstPaintWaitMs = 1_000;

/**
 * Resolves once the browser reports the page's first contentful paint (at once if it has), or after
 * `firstPaintWaitMs`. A produced frame is not yet a shown one: Chromium reports the paint when the frame reaches the
 * screen, and fetches started in between compete with the first screen for the network.
 */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, firstPaintWaitMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the page has loaded (its stylesheets and first-screen images) and shown it: after the first
 * contentful paint, then after the frame that follows. At once in a hidden tab, which shows nothing until it is
 * visible. Nothing of this script runs in the frame of the first paint: a frame callback asked for before it would
 * run in that frame, making the first paint wait for this script wherever it arrives late (Lighthouse's simulation
 * then counts its download in First Contentful Paint: 0.77 s became 1.07-1.11 s on some routes, some runs).
 */
async function afterPageShown(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  if (document.visibilityState === 'hidden') return;
  await firstContentfulPaint();
  await afterNextFrame();
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
// Until React has taken the page over, a press on a scripted button does nothing: it is pressed again after.
const takeEarlyClicks = keepEarlyClicks(container);

await afterPageShown();
// The prerendered head keeps the preloads of React's and the page's chunks in a template, so that they are not
// fetched alongside the first screen (scripts/build/page-head-links.ts). Added now, one per task: starting a
// request costs the main thread about 1 ms, 4 on a slow phone, and the ten or so of a page added at once made a
// long task of their own (npm run bench:hydration).
const preloads = document.getElementById('after-paint-preloads');
if (preloads instanceof HTMLTemplateElement)
  for (const link of Array.from(preloads.content.children)) {
    document.head.append(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
const { startSite } = await import('./start');
await startSite(container, takeEarlyClicks);
