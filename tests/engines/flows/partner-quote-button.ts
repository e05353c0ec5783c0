// On the embed demo's strata partner page (a second origin), the quote button opens the calculator's embed page in a
// modal dialog: focus goes to its Close button, Escape closes it and gives focus back, the page behind keeps still,
// and a lead sent from the calculator in it is stored with the partner and the page's utm tags (product rules §8.1).
// On the strict-CSP page it opens without a violation, and the hostile-CSS page leaves its styles as they are.
import { expect } from 'vitest';
import { quoteButton } from '../../../common/contract/embed-pages';
import { bodyTextTransform, widgetStyles } from '../../hostile-css-styles';
import { calculate, requestInFrame } from '../calculator';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { openDialog, visitor } from '../lead-forms';
import { storedLead } from '../stored-leads';
import { until } from '../until';
import { readWatch } from '../watch-page';

const host = quoteButton.tag;
const name = 'Price my townhouse';
const calculatorFrame = { host, css: 'iframe' };

/** Page function: the text of what has focus inside the button's shadow root, and the page's own overflow. */
function focusAndOverflow(tag: string) {
  return {
    focused: document.querySelector(tag)?.shadowRoot?.activeElement?.textContent,
    overflow: document.documentElement.style.overflow,
  };
}

/** Opens the demo page at `url` and waits until its quote button has upgraded. */
async function openButtonPage(page: EnginePage, url: string) {
  await page.goto(url);
  await until('the quote button to upgrade', () => page.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.textContent, host));
}

/** Opens the dialog of the button named `label` with a click, and waits for it to be open and modal. */
async function openTheDialog(page: EnginePage, label = name) {
  await page.click({ host, css: 'button', name: label });
  expect(await until('the quote dialog', () => page.evaluate(openDialog, host))).toEqual({ title: label, modal: true });
}

/** Opens, closes with Escape, opens again and sends a lead from the calculator in the dialog; finds it stored. */
export async function partnerQuoteButton(page: EnginePage, server: EngineServer) {
  const campaign = `quote-button-${page.engine}`;
  await openButtonPage(page, `${server.demo}/?utm_source=engines&utm_campaign=${campaign}`);

  await openTheDialog(page);
  expect(await page.evaluate(focusAndOverflow, host)).toEqual({ focused: 'Close', overflow: 'hidden' });
  await page.press('Escape');
  await until('the dialog to close', async () => (await page.evaluate(openDialog, host)) === null);
  expect(await page.evaluate(focusAndOverflow, host)).toEqual({ focused: name, overflow: '' });

  await openTheDialog(page);
  const estimator = visitor(page, 'quote button');
  expect(await page.inFrame(calculatorFrame, (inside) => calculate(inside, undefined))).toMatch(/^Your estimate \$371 - \$474 /);
  const dialog = await requestInFrame(page, calculatorFrame, estimator);
  expect(dialog).toEqual({ title: 'Thank you!', modal: true });
  const lead = await storedLead(server.leadsDb, estimator.name);
  expect(lead).toMatchObject({ formName: 'quote-request', partner: 'lakeview-strata', fields: { 'estimated-price': '$371 - $474' } });
  expect(lead.attribution).toMatchObject({ utm_source: 'engines', utm_campaign: campaign });

  await page.click({ host, css: 'dialog button', name: 'Close' });
  await until('the dialog to close', async () => (await page.evaluate(openDialog, host)) === null);
  expect(await page.evaluate(focusAndOverflow, host)).toEqual({ focused: name, overflow: '' });
  expect(await page.evaluate(readWatch)).toEqual({ errors: [], violations: [] });

  // Under the strict policy, which allows frames of the site, the calculator opens without a violation.
  await openButtonPage(page, `${server.demo}/strict-csp.html`);
  await openTheDialog(page, 'Get a free quote');
  const heading = () => document.querySelector('h2')?.textContent;
  expect(await page.inFrame(calculatorFrame, (inside) => until('the calculator', () => inside.evaluate(heading)))).toBe(
    'Instant Quote Calculator',
  );
  expect(await page.evaluate(readWatch)).toEqual({ errors: [], violations: [] });

  // Under the hostile stylesheet, the button's computed styles are those it has once the stylesheet is gone.
  await openButtonPage(page, `${server.demo}/hostile-css.html`);
  expect(await page.evaluate(bodyTextTransform)).toBe('uppercase');
  const hostile = await page.evaluate(widgetStyles, [host]);
  await page.evaluate(() => document.querySelector('link[href="/hostile.css"]')?.remove());
  expect(await page.evaluate(bodyTextTransform)).toBe('none');
  expect(hostile).toEqual(await page.evaluate(widgetStyles, [host]));
}
