import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHydrated } from './site-test-helpers';

/** The hero's phrases, in order. */
const phrases = (page: Page) => page.locator('.rotator__phrase');

/** Each phrase's opacity `at` ms into the fades now running (held there), or now when not given. */
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

/** Ends the fades now running, as if their time had passed. */
const finishFades = (page: Page) =>
  phrases(page).evaluateAll((elements) => elements.forEach((element) => element.getAnimations().forEach((a) => a.finish())));

/**
 * Opens the home page with its timers under the test's control, stopped once it is hydrated, and logs each change
 * of phrase from then on (phraseChanges).
 */
async function openWithClock(page: Page): Promise<void> {
  await page.clock.install();
  await openHydrated(page, '/');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await page.evaluate(() => {
    const rotator = document.querySelector<HTMLElement>('.rotator')!;
    const log: PhraseChange[] = [];
    Object.assign(window, { phraseChanges: log });
    new MutationObserver(() => log.push({ time: Date.now(), shown: rotator.dataset.shown })).observe(rotator, { attributes: true });
  });
}

/** A change of phrase: the page's time, and the number of the phrase shown from then on. */
interface PhraseChange {
  time: number;
  shown?: string;
}

/** The changes of phrase logged since openWithClock. */
const phraseChanges = (page: Page) => page.evaluate(() => (window as unknown as { phraseChanges: PhraseChange[] }).phraseChanges);

/** The phrases shown, in the order of the changes since openWithClock. */
const shownPhrases = async (page: Page) => (await phraseChanges(page)).map(({ shown }) => shown);

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

  for (const width of [390, 768, 1280])
    test(`keeps its height within 5 % while it is scrolled from top to bottom, ${width} px wide`, async ({ page }) => {
      // The sections laid out only near the screen hold a stand-in size until then; the scrollbar jumps as far as
      // those sizes are off.
      await page.setViewportSize({ width, height: 844 });
      await openHydrated(page, '/');
      const heights: number[] = [];
      for (;;) {
        // Two frames: the first decides which deferred sections are near the screen, the second lays them out.
        const { height, bottom } = await page.evaluate(async () => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          await frame();
          await frame();
          const root = document.documentElement;
          return { height: root.scrollHeight, bottom: scrollY + innerHeight >= root.scrollHeight - 1 };
        });
        heights.push(height);
        if (bottom) break;
        await page.evaluate(() => window.scrollBy({ top: innerHeight / 2, behavior: 'instant' }));
      }
      const final = heights.at(-1)!;
      const worst = Math.max(...heights.map((height) => Math.abs(height - final) / final));
      expect(worst, `heights from top to bottom: ${heights.join(', ')}`).toBeLessThanOrEqual(0.05);
    });

  test('rotates the headline phrase every 3 s, fading the old one out and then the new one in', async ({ page }) => {
    await openWithClock(page);
    expect(await opacities(page)).toEqual([1, 0, 0, 0]);
    // At each change the shown phrase fades out over 250 ms, then the next fades in over the following 250 ms
    // (product rules §6).
    await page.clock.runFor(3000);
    expect(await shownPhrases(page)).toEqual(['1']);
    expect(await opacities(page, 125)).toEqual([0.5, 0, 0, 0]);
    expect(await opacities(page, 250)).toEqual([0, 0, 0, 0]);
    expect(await opacities(page, 375)).toEqual([0, 0.5, 0, 0]);
    expect(await opacities(page, 500)).toEqual([0, 1, 0, 0]);
    await finishFades(page);
    // A new phrase every 3000 ms, and after the fourth the first again.
    await page.clock.runFor(9000);
    expect(await shownPhrases(page)).toEqual(['1', '2', '3', '0']);
    const times = (await phraseChanges(page)).map(({ time }) => time);
    expect(times.slice(1).map((time, index) => time - times[index])).toEqual([3000, 3000, 3000]);
    await finishFades(page);
    expect(await opacities(page)).toEqual([1, 0, 0, 0]);
    // Assistive technology reads one steady headline: the first phrase.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/^Sparkling Windows/);
  });

  test('rotates in real time, on the page’s own clock', async ({ page }) => {
    await openHydrated(page, '/');
    await expect.poll(() => opacities(page), { timeout: 5000 }).toEqual([0, 1, 0, 0]);
  });

  test('rotates without fading for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page);
    await page.clock.runFor(3000);
    // 1 ms after the change the new phrase is already fully shown: no fade, and no wait for the old one to go.
    expect(await opacities(page, 1)).toEqual([0, 1, 0, 0]);
    await page.clock.runFor(6000);
    expect(await opacities(page, 1)).toEqual([0, 0, 0, 1]);
  });

  test('stops rotating when paused, and goes on 3 s after it is resumed', async ({ page }) => {
    await openWithClock(page);
    const pause = page.getByRole('button', { name: 'Pause headline animation' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(9000);
    expect(await shownPhrases(page)).toEqual([]);
    expect(await opacities(page)).toEqual([1, 0, 0, 0]);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.clock.runFor(2999);
    expect(await shownPhrases(page)).toEqual([]);
    await page.clock.runFor(1);
    expect(await shownPhrases(page)).toEqual(['1']);
    expect(await opacities(page, 500)).toEqual([0, 1, 0, 0]);
  });

  test('rotates only while the headline is on screen, going on 3 s after it is back', async ({ page }) => {
    await openWithClock(page);
    /** Resolves once an observer made now has seen the headline on screen or off it, as the page's own has by then. */
    const headlineSeen = (onScreen: boolean) =>
      page.evaluate(
        (wanted) =>
          new Promise<void>((done) => {
            const observer = new IntersectionObserver(([entry]) => {
              if (entry.isIntersecting !== wanted) return;
              observer.disconnect();
              done();
            });
            observer.observe(document.querySelector('.rotator')!);
          }),
        onScreen,
      );
    await page
      .getByRole('region', { name: 'Instant Quote Calculator' })
      .evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
    await headlineSeen(false);
    await page.clock.runFor(9000);
    expect(await shownPhrases(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await headlineSeen(true);
    await page.clock.runFor(2999);
    expect(await shownPhrases(page)).toEqual([]);
    await page.clock.runFor(1);
    expect(await shownPhrases(page)).toEqual(['1']);
  });

  test('shows the first phrase, still, without scripting', async ({ browser, watch }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await watch.add(context);
    const page = await context.newPage();
    await page.goto('/');
    expect(await phrases(page).evaluateAll((elements) => elements.flatMap((element) => element.getAnimations()).length)).toBe(0);
    expect(await opacities(page)).toEqual([1, 0, 0, 0]);
    await expect(page.getByRole('button', { name: 'Pause headline animation' })).toBeHidden();
    await context.close();
  });
});
