// The site's entry, imported by the page loader once the page has loaded and been shown (site/page-loader.ts): takes
// the page over from the loader, adds the page's preloads and starts the site (start.tsx). The page is whole without
// scripts (links are links, forms post), so React's download and run wait for the first screen instead of competing
// with its stylesheet and pictures.
// The frame's styles; each page's module imports its own, so a route loads only the CSS it uses.
import './styles/site.css';
import { siteStartEvent, type SiteStart, type SiteStartDetail } from './routing/site-start';

let handedOver: SiteStart | undefined;
dispatchEvent(new CustomEvent<SiteStartDetail>(siteStartEvent, { detail: (start) => (handedOver = start) }));
if (!handedOver) throw new Error('The site entry runs only from the page loader, which hands the page over.');
const { container, takeEarlyClicks } = handedOver;

// The prerendered head keeps the preloads of React's and the page's chunks in a template, so that they are not
// fetched alongside the first screen (scripts/build/page-head-links.ts). Added now, one per task: starting a
// request costs the main thread about 1 ms, 4 on a slow phone, and the ten or so of a page added at once made a
// long task of their own.
const preloads = document.getElementById('after-paint-preloads');
if (preloads instanceof HTMLTemplateElement)
  for (const link of Array.from(preloads.content.children)) {
    document.head.append(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
const { startSite } = await import('./start');
await startSite(container, takeEarlyClicks);
