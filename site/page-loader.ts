// The one script of a page's HTML, inline in its head, the same in every page (scripts/build/page-loader.ts builds it
// and puts it there, and the pages' Content-Security-Policy allows it by its hash): keeps the buttons pressed from the start, and asks for
// the site's entry (main.tsx) only once the page has loaded and been shown. No script file of the site is fetched
// before the first screen is complete, so none competes with it for the network: Lighthouse's simulation counted the
// entry and its preload helper, fetched beside the stylesheet over a second connection, in every page's LCP.
import { afterPageShown } from './routing/after-page-shown';
import { keepEarlyClicks } from './routing/early-clicks';
import { siteEntryAttribute, siteStartEvent, type SiteStartDetail } from './routing/site-start';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
// Until React has taken the page over, a press on a scripted button does nothing: it is pressed again after.
const takeEarlyClicks = keepEarlyClicks(container);

await afterPageShown();
// The entry and its imports, asked for together: their preloads wait in the page's after-paint template.
const preloads = document.getElementById('after-paint-preloads');
const entry =
  preloads instanceof HTMLTemplateElement ? [...preloads.content.querySelectorAll<HTMLLinkElement>(`[${siteEntryAttribute}]`)] : [];
if (entry.length === 0) throw new Error('The page names no site entry to load.');
document.head.append(...entry);
addEventListener(siteStartEvent, (event) => (event as CustomEvent<SiteStartDetail>).detail({ container, takeEarlyClicks }), {
  once: true,
});
await import(/* @vite-ignore */ entry[0].href);
