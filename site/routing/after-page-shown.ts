// When the page has loaded and been shown: the site's scripts wait for it (site/page-loader.ts), so that nothing of
// theirs competes with the first screen for the network or runs in its frame.

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
 * visible. Nothing runs in the frame of the first paint: a frame callback asked for before it would run in that
 * frame, and Lighthouse's simulation then makes the first paint wait for the script that asked (when that was the
 * entry, its download: 0.77 s became 1.07-1.11 s on some routes, in some runs).
 */
export async function afterPageShown(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  if (document.visibilityState === 'hidden') return;
  await firstContentfulPaint();
  await afterNextFrame();
}
