import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './site-test-helpers';

/** The hero's phrases, in order. */
const phrases = (page: Page) => page.locator('.rotator__phrase');

/** Each phrase's opacity at `at` ms after the page started its animations (paused there), or now when not given. */
function opacities(page: Page, at?: number): Promise<number[]> {
  return phrases(page).evaluateAll((elements, time) => {
    if (time !== undefined)
      for (const element of elements)
        for (const animation of element.getAnimations()) {
          animation.pause();
          animation.currentTime = time;
        }
    return elements.map((element) => Math.round(Number(getComputedStyle(element).opacity) * 100) / 100);
  }, at);
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

  test('rotates the headline phrase every 3 s with a fade, in the compositor', async ({ page }) => {
    await openHydrated(page, '/');
    // In real time: the second phrase takes over within the first 3.5 s.
    await expect.poll(() => opacities(page), { timeout: 5000 }).toEqual([0, 1, 0, 0]);
    // SPEC 9 to the millisecond: the shown phrase fades out over 250 ms at each 3 s, then the next fades in.
    expect(await opacities(page, 1000)).toEqual([1, 0, 0, 0]);
    expect(await opacities(page, 3125)).toEqual([0.5, 0, 0, 0]);
    expect(await opacities(page, 3375)).toEqual([0, 0.5, 0, 0]);
    expect(await opacities(page, 4000)).toEqual([0, 1, 0, 0]);
    expect(await opacities(page, 6375)).toEqual([0, 0, 0.5, 0]);
    expect(await opacities(page, 7000)).toEqual([0, 0, 1, 0]);
    expect(await opacities(page, 10000)).toEqual([0, 0, 0, 1]);
    expect(await opacities(page, 12125)).toEqual([0, 0, 0, 0.5]);
    expect(await opacities(page, 12375)).toEqual([0.5, 0, 0, 0]);
    expect(await opacities(page, 13000)).toEqual([1, 0, 0, 0]);
    // Assistive technology reads one steady headline: the first phrase.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/^Sparkling Windows/);
  });

  test('rotates without fading for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/');
    expect(await opacities(page, 2990)).toEqual([1, 0, 0, 0]);
    expect(await opacities(page, 3010)).toEqual([0, 1, 0, 0]);
    expect(await opacities(page, 3125)).toEqual([0, 1, 0, 0]);
    expect(await opacities(page, 9125)).toEqual([0, 0, 0, 1]);
    expect(await opacities(page, 12125)).toEqual([1, 0, 0, 0]);
  });

  test('stops rotating when paused, and goes on when resumed', async ({ page }) => {
    await openHydrated(page, '/');
    const pause = page.getByRole('button', { name: 'Pause headline animation' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    const states = () =>
      phrases(page).evaluateAll((elements) => elements.flatMap((element) => element.getAnimations().map((a) => a.playState)));
    expect(await states()).toEqual(['paused', 'paused', 'paused', 'paused', 'paused']);
    const shown = await opacities(page);
    await page.waitForTimeout(3500);
    expect(await opacities(page)).toEqual(shown);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(await states()).toEqual(['running', 'running', 'running', 'running', 'running']);
  });

  test('shows the first phrase, still, without scripting', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await phrases(page).evaluateAll((elements) => elements.flatMap((element) => element.getAnimations()).length)).toBe(0);
    expect(await opacities(page)).toEqual([1, 0, 0, 0]);
    await expect(page.getByRole('button', { name: 'Pause headline animation' })).toBeHidden();
    await context.close();
  });
});
