import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openHydrated, sitePaths, unknownPath } from './site-test-helpers';

/** The serious and critical violations axe-core finds on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test.describe('accessibility (axe-core)', () => {
  for (const path of [...sitePaths, unknownPath]) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await openHydrated(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the open mobile menu has none', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open gallery viewer and an expanded article have none', async ({ page }) => {
    await openHydrated(page, '/gallery');
    await page.getByRole('button', { name: 'View full screen: Cedar deck soft wash, Penticton' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await openHydrated(page, '/blog');
    await page.getByRole('button', { name: 'Read Full Article' }).first().click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
