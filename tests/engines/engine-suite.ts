// The flows of the engine suite, registered as tests for one engine: one browser for all of them.
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import type { EnginePage } from './engine-page';
import { calculatorTabOrder } from './flows/calculator-tab-order';
import { everyRouteHydrates } from './flows/every-route-hydrates';
import { framedEmbedPage } from './flows/framed-embed-page';
import { headerLinkRoutes } from './flows/header-link-routes';
import { homeCalculatorPrices } from './flows/home-calculator-prices';
import { hostileCssPage } from './flows/hostile-css-page';
import { lostPageChunks } from './flows/lost-page-chunks';
import { navigationStylesheets } from './flows/navigation-stylesheets';
import { oneStylesheetPerPage } from './flows/one-stylesheet-per-page';
import { partnerCalculator } from './flows/partner-calculator';
import { partnerQuoteButton } from './flows/partner-quote-button';
import { partnerWidgets } from './flows/partner-widgets';
import { siteFormsStoreLeads } from './flows/site-forms-store-leads';
import { steadyPageHeight } from './flows/steady-page-height';
import { strictCspPage } from './flows/strict-csp-page';

const flows = {
  // First, while the browser has fetched no page chunk: a chunk an earlier flow left in the browser's cache
  // (content-hashed, cached for a year) would load without reaching the proxy that drops it.
  'a page chunk that fails is fetched again, and one that cannot be loaded opens as a full page load': lostPageChunks,
  'every route renders and hydrates without a page error': everyRouteHydrates,
  'the home calculator prices one-time and membership': homeCalculatorPrices,
  'a header link routes on the client': headerLinkRoutes,
  'the quote and contact pages post leads the server stores': siteFormsStoreLeads,
  'the calculator widget on a partner page prices, switches tabs and posts with its partner': partnerCalculator,
  'each widget on a partner page posts a lead stored with its partner': partnerWidgets,
  'an embed page framed by a partner page fits its iframe and posts with its partner': framedEmbedPage,
  'the quote button opens the calculator in a dialog that Escape closes, stores its lead with its partner, and keeps to strict CSP and hostile CSS':
    partnerQuoteButton,
  'the strict-CSP partner page has no violation': strictCspPage,
  'the hostile-CSS page leaves the widgets as they are on a plain page': hostileCssPage,
  'Tab reaches every control of the calculator in order': calculatorTabOrder,
  'each page holds its one stylesheet inline: its first load fetches none, and it is styled': oneStylesheetPerPage,
  'a client-side navigation fetches only the stylesheets the next page lacks': navigationStylesheets,
  "the home page's height stays within 5 % while scrolling at 390 px": steadyPageHeight,
};

/** Registers every flow for the engine that `launch` starts, and prints the browser's version first. */
export function engineSuite(name: string, launch: () => Promise<EnginePage>) {
  describe(name, () => {
    const server = inject('engineServer');
    let page: EnginePage;
    beforeAll(async () => {
      page = await launch();
      console.log(`${name} tests run in ${page.version}`);
    });
    afterAll(() => page?.close());
    for (const [title, flow] of Object.entries(flows)) test(title, () => flow(page, server));
  });
}
