// On the home page, Tab reaches every control of the calculator's shown panel in order, on either tab,
// and never one of the hidden panel.
import { expect } from 'vitest';
import { switchTab } from '../calculator';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { openHydrated } from '../site-pages';
import { walkTabOrder } from '../tab-order';

/** Walks the home calculator with Tab on each tab and compares the stops with the expected order. */
export async function calculatorTabOrder(page: EnginePage, server: EngineServer) {
  await openHydrated(page, `${server.site}/`);
  const oneTime = await walkTabOrder(page, undefined);
  expect(oneTime.expected).toEqual(
    expect.arrayContaining(['tab "One-Time Service"', 'select-one "Home size"', 'radio "Home Essentials"', 'button "Calculate"']),
  );
  expect(oneTime.reached).toEqual(oneTime.expected);

  await switchTab(page, undefined, 'Membership');
  const membership = await walkTabOrder(page, undefined);
  expect(membership.expected).toEqual(
    expect.arrayContaining(['tab "Membership"', 'radio "Medium"', 'radio "Exterior Windows"', 'button "Calculate"']),
  );
  expect(membership.reached).toEqual(membership.expected);
}
