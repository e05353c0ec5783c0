// On the home page, Tab reaches every control of the calculator's shown panel in order, on either tab, and never
// one of the hidden panel, nor one of the request form that is in the page, hidden, until Calculate, nor a choice
// the chosen plan does not offer (kept in the page, hidden, for the plans that do).
import { expect } from 'vitest';
import { calculate, shownPanel, switchTab } from '../calculator';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { openHydrated } from '../site-pages';
import { until } from '../until';
import { walkTabOrder } from '../tab-order';

/** Walks the home calculator with Tab on each tab and compares the stops with the expected order. */
export async function calculatorTabOrder(page: EnginePage, server: EngineServer) {
  await openHydrated(page, `${server.site}/`);
  const oneTime = await walkTabOrder(page, undefined);
  expect(oneTime.expected).toEqual(
    expect.arrayContaining(['tab "One-Time Service"', 'select-one "Home size"', 'radio "Home Essentials"', 'button "Calculate"']),
  );
  expect(oneTime.reached).toEqual(oneTime.expected);
  const requestFormStop = expect.stringMatching(/^text "Full name/);
  expect(oneTime.reached).not.toEqual(expect.arrayContaining([requestFormStop]));

  await calculate(page, undefined);
  const calculated = await walkTabOrder(page, undefined);
  expect(calculated.expected).toEqual(expect.arrayContaining([requestFormStop]));
  expect(calculated.reached).toEqual(calculated.expected);

  await switchTab(page, undefined, 'Membership');
  const membership = await walkTabOrder(page, undefined);
  expect(membership.expected).toEqual(
    expect.arrayContaining(['tab "Membership"', 'radio "Medium"', 'radio "Exterior Windows"', 'button "Calculate"']),
  );
  expect(membership.reached).toEqual(membership.expected);
  const visitsAndInterior = [expect.stringMatching(/^radio "Twice a year/), 'checkbox "Add interior window cleaning"'];
  expect(membership.expected).toEqual(expect.arrayContaining(visitsAndInterior));

  // The combo plan has neither visits a year nor the interior add-on.
  const combo = { css: `${shownPanel} input[type="radio"]`, name: 'Windows + Gutters Combo' };
  await page.click(combo);
  await until('the combo plan to be checked', () =>
    page.evaluate(() => document.querySelector<HTMLInputElement>('input[name="plan"][value="combo"]')?.checked),
  );
  const comboStops = await walkTabOrder(page, undefined);
  expect(comboStops.expected).toEqual(expect.arrayContaining(['radio "Windows + Gutters Combo"', 'radio "No railing glass"']));
  for (const stop of visitsAndInterior) expect(comboStops.expected).not.toEqual(expect.arrayContaining([stop]));
  expect(comboStops.reached).toEqual(comboStops.expected);
}
