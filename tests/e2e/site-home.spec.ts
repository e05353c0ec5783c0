import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './site-test-helpers';

/** Counts the animations the page starts from now on. */
async function countAnimations(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { animationsStarted: number };
    counted.animationsStarted = 0;
    const original = Element.prototype.animate;
    Element.prototype.animate = function (...args: Parameters<Element['animate']>) {
      counted.animationsStarted += 1;
      return original.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { animationsStarted: number }).animationsStarted);
}

test.describe('the home page', () => {
  test('holds the calculator, six service cards, the reasons, three reviews and a call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('200+ Happy Customers')).toBeVisible();
    const services = page.getByRole('region', { name: 'Exterior cleaning, done properly' });
    await expect(services.getByRole('listitem')).toHaveCount(6);
    await expect(services.getByRole('link', { name: 'View all services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('region', { name: 'Why Okanagan homeowners choose us' }).getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'What our customers say' }).getByRole('blockquote')).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Ready for a cleaner, brighter home?' }).getByRole('link', { name: 'Get Free Quote' }),
    ).toBeVisible();
  });

  test('lays out and paints its sections below the calculator only once they near the screen', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openHydrated(page, '/');
    // checkVisibility with contentVisibilityAuto is false for content the browser skips (content-visibility: auto).
    const rendered = (selector: string) =>
      page.locator(selector).evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    const lower = ['[aria-labelledby="services-title"]', '[aria-labelledby="why-title"]', '[aria-labelledby="reviews-title"]'];
    for (const selector of lower) expect(await rendered(selector), selector).toBe(false);
    for (const selector of lower) {
      await page.locator(selector).scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(selector), selector).toBe(true);
    }
    // Each keeps the size it was laid out at once it is skipped again, so the page does not change height as it is
    // scrolled back up.
    const laidOutHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(() => rendered(lower[2])).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(laidOutHeight);
  });

  test('rotates the headline phrase every 3 s with a fade', async ({ page }) => {
    await openHydrated(page, '/');
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toHaveAccessibleName(/^Sparkling Windows/);
    const animations = await countAnimations(page);
    await expect(headline).toHaveAccessibleName(/^Beautiful Exteriors/, { timeout: 4000 });
    expect(await animations()).toBeGreaterThan(0);
  });

  test('rotates without fading for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/');
    const headline = page.getByRole('heading', { level: 1 });
    const animations = await countAnimations(page);
    await expect(headline).toHaveAccessibleName(/^Beautiful Exteriors/, { timeout: 4000 });
    expect(await animations()).toBe(0);
  });

  test('stops rotating when paused', async ({ page }) => {
    // A controlled clock: more than one 3 s rotation passes at once, without sleeping.
    await page.clock.install();
    await openHydrated(page, '/');
    const pause = page.getByRole('button', { name: 'Pause headline animation' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(3500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/^Sparkling Windows/);
  });
});
