import { expect, test } from '@playwright/test';
import { business, phone, serviceAreas } from '../../common/content/business';
import { services } from '../../site/content/services';
import { openHydrated } from './site-test-helpers';

test.describe('the header', () => {
  test('marks the current page and sends "Get Free Quote" to /quote', async ({ page }) => {
    await openHydrated(page, '/gallery');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Services', 'Gallery', 'Blog', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(nav.getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current');
  });

  test('marks Services on a service page', async ({ page }) => {
    await page.goto('/services/snow-removal');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('casts a stronger shadow once the page is scrolled past 20 px', async ({ page }) => {
    await openHydrated(page, '/about');
    const header = page.getByRole('banner');
    // The stronger shadow fades in as the opacity of the header's ::after, which carries it.
    const shadow = () => header.evaluate((element) => getComputedStyle(element, '::after').opacity);
    expect(await shadow()).toBe('0');
    await page.evaluate(() => window.scrollTo({ top: 15, behavior: 'instant' }));
    await page.waitForTimeout(300);
    expect(await shadow()).toBe('0');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect.poll(shadow).toBe('1');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(shadow).toBe('0');
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes with its button, and closes when a link is followed', async ({ page }) => {
    await openHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A local crew that treats your home like its own' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('closes with Escape and gives focus back to its button', async ({ page }) => {
    await openHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('lies open where scripts do not run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
    await context.close();
  });
});

test.describe('navigation', () => {
  test('every route change scrolls back to the top', async ({ page }) => {
    await openHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A local crew that treats your home like its own' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await footer.getByRole('link', { name: 'Moss Treatment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moss Treatment' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('links to a section of another page', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`land on that section, focused, not at the top (reduced motion: ${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await openHydrated(page, '/services');
      await page.getByRole('main').getByRole('link', { name: 'home page' }).click();
      await expect(page).toHaveURL(/\/#quote-calculator$/);
      const calculator = page.locator('#quote-calculator');
      await expect(calculator).toBeFocused();
      await expect(calculator).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }
});

test.describe('page chunks', () => {
  test('a preload that failed is retried when the link is followed', async ({ page }) => {
    await openHydrated(page, '/');
    const aboutChunk = /\/assets\/about-page[^/]*\.js$/;
    const failed = page.waitForEvent('requestfailed', (request) => aboutChunk.test(request.url()));
    await page.route(aboutChunk, (route) => route.abort('internetdisconnected'));
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await about.hover();
    await failed;

    await page.unroute(aboutChunk);
    await about.click();
    await expect(page.getByRole('heading', { level: 1, name: 'A local crew that treats your home like its own' })).toBeVisible();
  });
});

test.describe('the footer', () => {
  test('links the legal pages, every service, the contact facts and the agency credit', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    for (const service of services) {
      await expect(footer.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', `/services/${service.id}`);
    }
    await expect(footer).toContainText('Memberships from $35/month');
    await expect(footer.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    await expect(footer.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    await expect(footer).toContainText('Mon-Fri: 8AM-6PM');
    await expect(footer).toContainText('Sat: 9AM-4PM');
    for (const area of serviceAreas) await expect(footer).toContainText(area);
    const credit = footer.getByRole('link', { name: `${business.agencyCredit.name} (opens in a new tab)` });
    await expect(credit).toHaveAttribute('href', business.agencyCredit.url);
    await expect(credit).toHaveAttribute('target', '_blank');
    await expect(credit).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('the crash screen (SPEC 8)', () => {
  // No test hook ships in the site: the test breaks what a visitor's browser could really lose, the
  // next page's code (a flaky connection, a deploy mid-visit), and the error boundary must catch it.
  test('replaces a page that fails to render, and offers a reload and the way home', async ({ page }) => {
    await openHydrated(page, '/');
    const brokenChunks = /\/assets\/.+\.js$/;
    await page.route(brokenChunks, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Simulated failure while rendering the page");' }),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await page.unroute(brokenChunks);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh Page' }).click()]);
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Work' })).toBeVisible();
  });

  test("'Go Home' leaves the crash screen for the home page", async ({ page }) => {
    await openHydrated(page, '/about');
    await page.route(/\/assets\/.+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Simulated failure");' }),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Sparkling Windows/ })).toBeVisible();
  });
});
