import { expect, test } from './fixtures';
import { openHydrated } from './site-test-helpers';

const openers = /^View full screen: /;

test.describe('the gallery', () => {
  test('filters by category and says so when a category is empty', async ({ page }) => {
    await openHydrated(page, '/gallery');
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button')).toHaveText(['All', 'Windows', 'Gutters', 'Pressure Washing', 'Solar Panels']);
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: openers })).toHaveCount(13);

    const expected: Array<[string, number]> = [
      ['Windows', 4],
      ['Gutters', 3],
      ['Pressure Washing', 3],
    ];
    for (const [label, count] of expected) {
      await filters.getByRole('button', { name: label }).click();
      await expect(filters.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: openers })).toHaveCount(count);
      await expect(page.getByRole('status')).toHaveText(`Showing ${count} of 13 projects`);
    }

    await filters.getByRole('button', { name: 'Solar Panels' }).click();
    await expect(page.getByText('No images found for this category.')).toBeVisible();
    await expect(page.getByRole('button', { name: openers })).toHaveCount(0);

    await filters.getByRole('button', { name: 'All' }).click();
    await expect(page.getByRole('button', { name: openers })).toHaveCount(13);
  });

  test('shows an item full screen; Escape closes it and focus returns to the item', async ({ page }) => {
    await openHydrated(page, '/gallery');
    const opener = page.getByRole('button', { name: 'View full screen: Lakeview windows, Upper Mission' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: 'Lakeview windows, Upper Mission' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Before: Lakeview windows, Upper Mission' })).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'After: Lakeview windows, Upper Mission' })).toBeVisible();
    const box = await viewer.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the close button closes the viewer, and a single picture shows too', async ({ page }) => {
    await openHydrated(page, '/gallery');
    const opener = page.getByRole('button', { name: 'View full screen: Storefront glass, downtown Kelowna' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: 'Storefront glass, downtown Kelowna' });
    await expect(viewer.getByRole('img', { name: 'Storefront glass, downtown Kelowna' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('serves each picture as AVIF or WebP in several widths, with its size set and loaded lazily', async ({ page }) => {
    await page.goto('/services/window-cleaning');
    const image = page.getByRole('img', { name: 'Glass railings, Lake Country' });
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('loading', 'lazy');
    const sources = image.locator('xpath=preceding-sibling::source');
    await expect(sources).toHaveCount(2);
    await expect(sources.first()).toHaveAttribute('type', 'image/avif');
    await expect(sources.first()).toHaveAttribute('srcset', /^\S+\.avif 480w, \S+\.avif 720w, \S+\.avif 960w, \S+\.avif \d+w$/);
    await expect(sources.last()).toHaveAttribute('type', 'image/webp');
  });
});
