// On the strata partner's page (the embed demo, a second origin): the calculator widget renders, prices
// both tabs, keeps the hidden panel out of the tab order, thanks in a modal dialog, and its lead is stored with
// the partner's name.
import { expect } from 'vitest';
import { calculate, shownPanel, switchTab } from '../calculator';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { fillContactDetails, thankYouDialog, visitor } from '../lead-forms';
import { storedLead } from '../stored-leads';
import { walkTabOrder } from '../tab-order';
import { readWatch } from '../watch-page';
import { openWidgetPage, tags } from '../widgets';

/** Prices, switches tabs, walks the tab order and requests a membership in the widget on the strata page. */
export async function partnerCalculator(page: EnginePage, server: EngineServer) {
  const host = tags.calculator;
  expect(await openWidgetPage(page, `${server.demo}/`, [host])).toEqual(['Instant Quote Calculator']);
  expect(await page.evaluate(() => location.origin)).not.toBe(server.widgetOrigin);
  expect(await calculate(page, host)).toMatch(/^Your estimate \$371 - \$474 /);

  expect(await switchTab(page, host, 'Membership')).toEqual([
    { name: 'One-Time Service', selected: false, panelHidden: true, controlsShown: false },
    { name: 'Membership', selected: true, panelHidden: false, controlsShown: true },
  ]);
  const walk = await walkTabOrder(page, host);
  expect(walk.reached).toEqual(walk.expected);
  expect(await calculate(page, host)).toMatch(/^Your membership \$93\/month \$1,110 a year\./);

  const member = visitor(page, 'strata calculator');
  await fillContactDetails(page, member, `${shownPanel} form`, host);
  await page.click({ host, css: `${shownPanel} form button`, name: 'Start My Membership' });
  expect(await thankYouDialog(page, 'Welcome to the family!', host)).toEqual({ title: 'Welcome to the family!', modal: true });
  expect(await storedLead(server.leadsDb, member.name)).toMatchObject({
    formName: 'membership-quote',
    partner: 'lakeview-strata',
    fields: { homeSize: 'medium', plan: 'exterior', frequency: '2x', monthlyPrice: '93', annualPrice: '1110', year1Total: '1017' },
  });
  expect(await page.evaluate(readWatch)).toEqual({ errors: [], violations: [] });
}
