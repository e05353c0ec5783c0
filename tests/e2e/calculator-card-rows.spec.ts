// The calculator's groups of choice cards wrap in balanced rows at every width, on the site and in the widget: never
// a card alone on a row under a fuller one (the fourth package alone under three, at 700 px on the embed demo).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHydrated } from './site-test-helpers';

/** Every 40 px from 320 to 1600 px, and the common widths between. */
const widths = [...Array.from({ length: 33 }, (_, step) => 320 + step * 40), 390, 414, 768, 1366, 1440];

/** The card groups of each tab, by their legends. */
const groupsOfTab = {
  'One-Time Service': ['Package'],
  Membership: ['Home size', 'Plan', 'Visits per year'],
} as const;

/**
 * How many cards each row of the group named `legend` holds, top to bottom: the cards (the children of the box after
 * the legend) grouped by their top offset.
 */
function cardsPerRow(page: Page, legend: string): Promise<number[]> {
  return page.getByRole('group', { name: legend, exact: true }).evaluate((group) => {
    const cards = [...group.querySelector('legend')!.nextElementSibling!.children];
    const rows = new Map<number, number>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });
}

/** The groups, at each width, that put a card alone on a row while another row holds more. */
async function unbalancedRows(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const [tab, legends] of Object.entries(groupsOfTab)) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const legend of legends) {
        const rows = await cardsPerRow(page, legend);
        if (rows.includes(1) && rows.some((count) => count > 1)) found.push(`${legend} at ${width} px: ${rows.join(' + ')}`);
      }
    }
  }
  return found;
}

test.describe('the calculator’s choice cards', () => {
  test('wrap in balanced rows on the home page, from 320 to 1600 px wide', async ({ page }) => {
    await openHydrated(page, '/');
    expect(await unbalancedRows(page)).toEqual([]);
  });

  test('wrap in balanced rows in the widget on the all-widgets demo page, from 320 to 1600 px wide', async ({ page, demoOrigin }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    expect(await unbalancedRows(page)).toEqual([]);
  });
});
