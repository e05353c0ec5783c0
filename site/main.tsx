// Browser entry: lets the prerendered page load and paint, then fetches and starts the site (start.tsx). The page
// is whole without scripts (links are links, forms post), so React's download and run wait for the first screen
// instead of competing with its stylesheets and hero image.
// The frame's styles; each page's module imports its own, so a route loads only the CSS it uses.
import './styles/site.css';
import { keepEarlyClicks } from './routing/early-clicks';

/**
 * Resolves once the page has loaded (its stylesheets and first-screen images) and shown it: after the frame that
 * follows the load event. At once in a hidden tab, which shows nothing until it is visible.
 */
async function afterPageShown(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  if (document.visibilityState === 'hidden') return;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
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
