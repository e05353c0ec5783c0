// The home page's calculator prices a one-time package (product rules §5.1) and a membership (§5.3, §5.4).
import { expect } from 'vitest';
import { calculate, switchTab } from '../calculator';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { openHydrated, pageErrors } from '../site-pages';

/** Calculates the home page's defaults on both tabs and checks the figures of product rules §5.1 and §5.4. */
export async function homeCalculatorPrices(page: EnginePage, server: EngineServer) {
  await openHydrated(page, `${server.site}/`);
  // The defaults: 1,500 sq ft and Home Essentials.
  expect(await calculate(page, undefined)).toMatch(/^Your estimate \$371 - \$474 Home Essentials for 1,500 sq ft\./);
  // The defaults: medium, exterior windows, twice a year.
  await switchTab(page, undefined, 'Membership');
  expect(await calculate(page, undefined)).toMatch(
    /^Your membership \$93\/month \$1,110 a year\. Year 1 with your free month: \$1,017 \(about \$85\/month\)\. First month free!/,
  );
  expect(await pageErrors(page)).toEqual([]);
}
