// On the embed demo's iframes page (a second origin): the calculator's embed page, framed with the resizer script,
// takes its iframe's height from the page inside it before and after Calculate, and its lead is stored with the
// partner the iframe's address names (product rules §8.5).
import { expect } from 'vitest';
import { calculate, requestInFrame } from '../calculator';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { visitor } from '../lead-forms';
import { storedLead } from '../stored-leads';
import { until } from '../until';

const frame = 'iframe[title="Quote calculator"]';

/** Page function: the height of the iframe `css` selects, in CSS pixels. */
function iframeHeight(css: string): number {
  return document.querySelector(css)!.getBoundingClientRect().height;
}

/** Page function, in the embed page: the height of its content from the top of the page, as it reports it. */
function contentHeight(): number {
  return Math.ceil(document.querySelector('.embed-page')!.getBoundingClientRect().bottom + scrollY);
}

/** Waits until the iframe is within 10 px of the height of the embed page inside it; resolves with the iframe's. */
function fitted(page: EnginePage): Promise<number> {
  return until('the iframe to take its embed page’s height', async () => {
    const content = await page.inFrame(frame, (inside) => inside.evaluate(contentHeight));
    const iframe = await page.evaluate(iframeHeight, frame);
    return Math.abs(iframe - content) <= 10 && iframe;
  });
}

/** Prices and sends a lead in the framed calculator, its iframe following its height, and finds it stored with the partner. */
export async function framedEmbedPage(page: EnginePage, server: EngineServer) {
  await page.goto(`${server.demo}/iframes.html`);
  const before = await fitted(page);
  const estimate = await page.inFrame(frame, (inside) => calculate(inside, undefined));
  expect(estimate).toMatch(/^Your estimate \$371 - \$474 /);
  expect(await fitted(page)).toBeGreaterThan(before + 100);

  const estimator = visitor(page, 'framed calculator');
  const dialog = await requestInFrame(page, frame, estimator);
  expect(dialog).toEqual({ title: 'Thank you!', modal: true });
  const lead = await storedLead(server.leadsDb, estimator.name);
  expect(lead).toMatchObject({ formName: 'quote-request', partner: 'lakeview-strata', fields: { 'estimated-price': '$371 - $474' } });
  expect(lead.attribution.page).toMatch(new RegExp(`^${server.demo.replace(/[.]/g, '\\.')}/`));
}
