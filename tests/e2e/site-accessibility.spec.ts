import { expect, test } from './fixtures';
import { openHydrated, sitePaths, unknownPath } from './site-test-helpers';

test.describe('accessibility (axe-core)', () => {
  for (const path of [...sitePaths, unknownPath]) {
    test(`${path} has no serious or critical violation`, async ({ page, seriousViolations }) => {
      await openHydrated(page, path);
      expect(await seriousViolations()).toEqual([]);
    });
  }

  test('the open mobile menu has none', async ({ page, seriousViolations }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations()).toEqual([]);
  });

  test('the open gallery viewer and an expanded article have none', async ({ page, seriousViolations }) => {
    await openHydrated(page, '/gallery');
    await page.getByRole('button', { name: 'View full screen: Cedar deck soft wash, Penticton' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);

    await openHydrated(page, '/blog');
    await page.getByRole('button', { name: 'Read Full Article' }).first().click();
    expect(await seriousViolations()).toEqual([]);
  });
});
