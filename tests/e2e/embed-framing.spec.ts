// Which of the site's documents a partner page on another origin may frame (product rules §8.5): the embed pages at
// their own address, and the answer to a form posted from one without scripts, which stays in the frame and credits
// the partner; every other address is refused, and an embed document never shows the site's frame.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillContactDetails } from './lead-form-helpers';
import { waitForHydration } from './site-test-helpers';

/** An iframe of the site's `path`, named and titled `title`. */
const iframe = (siteOrigin: string, path: string, title: string) =>
  `<iframe src="${siteOrigin}${path}" name="${title}" title="${title}" width="800" height="900"></iframe>`;

/** The URL the frame named `title` shows: a refused document leaves Chromium's error page in its place. */
const frameUrl = (page: Page, title: string) => page.frame({ name: title })?.url() ?? '';

test.describe('a partner page on another origin', () => {
  test('may frame an embed page at its own address, and no other address of the embed folder', async ({
    page,
    openTestPage,
    siteOrigin,
    watch,
  }) => {
    const refused = ['/embed//x', '/embed/quote-calculator/index.html', '/embed', '/embed/no-such-widget'];
    // The refusals, as the browser reports them: what the test checks below.
    watch.allow(/^console: Framing '.*' violates the following Content Security Policy directive: "frame-ancestors 'self'"/);
    watch.allow(/^console: Failed to load resource: the server responded with a status of 404/);
    const frames = [['/embed/quote-calculator/?partner=acme', 'allowed'], ...refused.map((path, index) => [path, `refused-${index}`])];
    await openTestPage(frames.map(([path, title]) => iframe(siteOrigin, path, title)).join(''));
    await expect(page.frameLocator('iframe[title="allowed"]').getByRole('button', { name: 'Calculate' })).toBeVisible();
    for (const [path, title] of frames.slice(1)) {
      await expect.poll(() => frameUrl(page, title), path).toMatch(/^chrome-error:/);
      await expect(page.frameLocator(`iframe[title="${title}"]`).getByRole('navigation'), path).toHaveCount(0);
    }
  });

  test("opens the site's link in an embed page at the top level, in a new tab, never in its frame", async ({
    page,
    context,
    siteOrigin,
    openTestPage,
  }) => {
    await openTestPage(iframe(siteOrigin, '/embed/contact-form?partner=acme', 'contact-form'));
    const frame = page.frameLocator('iframe[title="contact-form"]');
    const opened = context.waitForEvent('page');
    await frame.getByRole('link', { name: /^Okanagan Exterior Cleaning/ }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${siteOrigin}/`);
    await expect(tab.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
});

test.describe('an embed page framed by a partner, without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('sends its form, shows the answer in the frame, and the lead is stored with its partner and attribution', async ({
    page,
    siteOrigin,
    storedLeads,
    openTestPage,
  }) => {
    const partner = `no-script-${Date.now().toString(36)}`;
    await openTestPage(iframe(siteOrigin, `/embed/contact-form?partner=${partner}&utm_source=newsletter`, 'contact-form'));
    const frame = page.frameLocator('iframe[title="contact-form"]');
    await fillContactDetails(frame.locator('body'));
    await frame.getByRole('textbox', { name: 'Message', exact: true }).fill('Posted without scripts from a frame.');
    await frame.getByRole('button', { name: 'Send Message' }).click();
    await expect(frame.getByRole('heading', { name: 'Request received', level: 1 })).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('link', { name: /^Visit Okanagan Exterior Cleaning/ })).toHaveAttribute('target', '_blank');

    const [lead] = storedLeads('contact').filter((stored) => stored.partner === partner);
    expect(lead?.fields.message).toBe('Posted without scripts from a frame.');
    expect(lead?.attribution).toEqual({ page: `${siteOrigin}/embed/contact-form`, utm_source: 'newsletter' });
  });
});

test.describe('an embed document at an address that is no embed page', () => {
  for (const path of ['/embed//x', '/embed/quote-calculator/index.html']) {
    test(`shows no header, navigation or footer at ${path}, once the site has started`, async ({ page, watch }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'This form is not here', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /^get a free quote/ })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // The browser reports the 404 of /embed//x itself; no other error, and no hydration's.
      watch.allow(/^console: Failed to load resource: the server responded with a status of 404/);
      expect(watch.problems()).toEqual([]);
    });
  }
});
