// How the browser entry (site/main.tsx) takes over a prerendered page: the page loads and shows first, React and
// the page's chunks are fetched and run after it, and hydrating changes nothing on screen.
import { type Page } from '@playwright/test';
import { frequencies, plans, railingOptions } from '../../common/pricing/membership-rates';
import { expect, test } from './fixtures';
import { contactPost, fillContactDetails, nextFormPost, postedFields, submitLead } from './lead-form-helpers';
import { differingPixels } from './widget-helpers';
import { holdReact, startChunk, waitForHydration } from './site-test-helpers';

/** The home page with React held back, its calculator's exact size typed as `size`: `release` lets React in. */
async function calculatorBeforeHydration(page: Page, size: string) {
  const release = await holdReact(page);
  await page.goto('/', { waitUntil: 'load' });
  const calculator = page.getByRole('region', { name: 'Instant Quote Calculator' });
  await calculator.getByLabel('Or exact size (sq ft)').fill(size);
  return { calculator, release };
}

/**
 * A screenshot of the page once two in a row are the same: a decoded image can still be a frame away from the
 * screen on a busy machine (it happened to a blog cover), and only hydration may make the difference.
 */
async function settledScreenshot(page: Page): Promise<Buffer> {
  let shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const next = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    if (next.equals(shot)) return next;
    shot = next;
  }
  throw new Error('The page kept changing on screen.');
}

test.describe('the site takes over a prerendered page', () => {
  for (const path of ['/', '/blog', '/privacy']) {
    test(`${path}: React and the page's chunks are fetched only once the page has loaded and painted`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { loadEnd, firstContentfulPaint, scripts } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          loadEnd: navigation.loadEventEnd,
          firstContentfulPaint: paint?.startTime,
          scripts: resources.filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map(({ name, startTime }) => ({ name, startTime })),
        };
      });
      const entry = scripts.filter(({ name }) => /\/assets\/(index|preload-helper)-/.test(name));
      const deferred = scripts.filter((script) => !entry.includes(script));
      expect(entry.length, 'the entry and its one import').toBe(2);
      expect(deferred.some(({ name }) => startChunk.test(name))).toBe(true);
      expect(deferred.some(({ name }) => /-page-[\w-]+\.js$/.test(name))).toBe(true);
      // Fetched before the first screen is shown, they would share the network with it.
      expect(firstContentfulPaint, 'the first contentful paint is reported').toBeDefined();
      const shown = Math.max(loadEnd, firstContentfulPaint ?? Infinity);
      for (const { name, startTime } of deferred) expect(startTime, name).toBeGreaterThanOrEqual(shown);
    });
  }

  for (const path of ['/', '/about', '/gallery', '/blog', '/quote', '/contact', '/services/window-cleaning', '/privacy']) {
    test(`${path}: hydrating leaves the page exactly as it was painted, without a warning`, async ({ page, watch }) => {
      // Hold React back until the prerendered page has been captured.
      const release = await holdReact(page);
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForFunction(() => document.head.querySelector('link[rel="modulepreload"][href*="/assets/start-"]') !== null);
      // One screen as tall as the page, every image in it loaded, so that only hydration could change a pixel.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 1280, height });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
      await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
      const painted = await settledScreenshot(page);
      release();
      await waitForHydration(page);
      const hydrated = await settledScreenshot(page);
      // Not byte for byte: a control hydration repaints (the notes box on /quote) can come back with a rounded
      // corner's anti-aliasing a level off in a pixel or three. Anything a visitor could see changes far more.
      expect(await differingPixels(painted, hydrated), 'the share of pixels that hydration changed').toBe(0);
      expect(watch.problems()).toEqual([]);
    });
  }

  test('what a visitor typed and chose before hydration is posted, not lost', async ({ page, answerFormPosts }) => {
    await answerFormPosts();
    const release = await holdReact(page);
    await page.goto('/contact', { waitUntil: 'load' });
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await fillContactDetails(form);
    await form.getByLabel('Subject').selectOption({ label: 'Emergency Service' });
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed before the scripts ran');
    release();
    await waitForHydration(page);
    expect(postedFields(await submitLead(page, form, 'Send Message'))).toEqual(contactPost('emergency', 'Typed before the scripts ran'));
  });

  test('the services ticked before hydration stay chosen once the cards are buttons, and are posted', async ({ page, answerFormPosts }) => {
    await answerFormPosts();
    const release = await holdReact(page);
    await page.goto('/quote', { waitUntil: 'load' });
    const form = page.getByRole('form', { name: 'Quote request' });
    await fillContactDetails(form);
    // Until scripts run each card is a check box, ticked by a click on the card.
    for (const service of ['Snow Removal', 'Moss Treatment']) await form.getByText(service, { exact: true }).click();
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(2);
    release();
    await waitForHydration(page);
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await expect(form.getByRole('button', { pressed: true })).toHaveCount(2);
    await expect(form.getByRole('button', { name: 'Snow Removal' })).toHaveAttribute('aria-pressed', 'true');
    const posted = nextFormPost(page);
    await form.getByRole('button', { name: 'Request My Free Quote' }).click();
    expect(new URLSearchParams((await posted).postData() ?? '').getAll('services')).toEqual(['Moss Treatment, Snow Removal']);
  });

  test('the calculator prices the size and package chosen before hydration', async ({ page }) => {
    const { calculator, release } = await calculatorBeforeHydration(page, '2000');
    await calculator.getByRole('radio', { name: 'Home Care' }).check();
    // The choice shows before React moves the selected look: the picked card's radio draws the accent border.
    const ring = (name: string) => calculator.getByRole('radio', { name }).evaluate((radio) => getComputedStyle(radio).boxShadow);
    expect(await ring('Home Care')).toBe('rgb(11, 110, 138) 0px 0px 0px 2px');
    expect(await ring('Home Essentials')).toBe('rgb(207, 217, 226) 0px 0px 0px 2px');
    release();
    await waitForHydration(page);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('Home Care for 2,000 sq ft.', { exact: false })).toBeVisible();
    expect(await ring('Home Care')).toBe('none');
  });

  test('Calculate and a tab pressed before hydration are pressed again once it is done', async ({ page }) => {
    const { calculator, release } = await calculatorBeforeHydration(page, '2000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('for 2,000 sq ft.', { exact: false })).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(calculator.getByText('Home Essentials for 2,000 sq ft.', { exact: false })).toBeVisible();
    await expect(calculator.getByRole('form', { name: 'Request this quote' })).toBeVisible();

    const membershipTab = calculator.getByRole('tab', { name: 'Membership' });
    const held = await holdReact(page);
    await page.reload({ waitUntil: 'load' });
    await membershipTab.click();
    await expect(membershipTab).toHaveAttribute('aria-selected', 'false');
    held();
    await waitForHydration(page);
    await expect(membershipTab).toHaveAttribute('aria-selected', 'true');
    // The panel, empty in the prerendered page, is shown filled.
    const panel = calculator.getByRole('tabpanel', { name: 'Membership' });
    await expect(panel.getByRole('radio', { name: 'Exterior Windows' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Calculate' })).toBeVisible();
  });

  test('what only scripts can show is left out of the home page, and there once it is hydrated', async ({ page, request }) => {
    // What no one can see before scripts run weighs on the first round trip of every visit: the membership panel,
    // and the estimate and request form of the one-time panel, hidden until Calculate.
    const html = await (await request.get('/')).text();
    const membershipLabels = [
      ...plans.map(({ name }) => name),
      ...frequencies.map(({ name }) => name),
      ...railingOptions.map(({ label }) => label),
    ];
    for (const text of [...membershipLabels, 'Your estimate', 'Request this quote', 'Request My Quote'])
      expect(html.includes(text), text).toBe(false);

    const release = await holdReact(page);
    await page.goto('/', { waitUntil: 'load' });
    const calculator = page.getByRole('region', { name: 'Instant Quote Calculator' });
    const tab = calculator.getByRole('tab', { name: 'Membership' });
    // The tab still names its panel, which is there, hidden and empty.
    const panel = calculator.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toBeHidden();
    await expect(panel).toBeEmpty();
    const requestForm = calculator.getByRole('form', { name: 'Request this quote', includeHidden: true });
    await expect(requestForm).toHaveCount(0);
    release();
    await waitForHydration(page);
    // There right after hydration, before any click, so that the first Calculate and tab switch have them laid out.
    await expect(panel.getByRole('radio', { includeHidden: true })).not.toHaveCount(0);
    await expect(requestForm).toHaveCount(1);
    await expect(requestForm).toBeHidden();
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('Your estimate')).toBeVisible();
    await expect(requestForm).toBeVisible();
    await tab.click();
    await expect(panel.getByRole('radio', { name: 'Exterior Windows' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Calculate' })).toBeVisible();
  });
});
