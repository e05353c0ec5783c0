import { expect, test } from './fixtures';
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

  test('lies open where scripts do not run', async ({ browser, watch }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await watch.add(context);
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
  const aboutTitle = 'A local crew that treats your home like its own';

  test('a preload that failed is retried when the link is followed', async ({ page, watch }) => {
    await openHydrated(page, '/');
    const aboutChunk = /\/assets\/about-page[^/]*\.js$/;
    const failed = page.waitForEvent('requestfailed', (request) => aboutChunk.test(request.url()));
    watch.allow(/^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.route(aboutChunk, (route) => route.abort('internetdisconnected'));
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await about.hover();
    await failed;

    await page.unroute(aboutChunk);
    await about.click();
    await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
  });

  // Regression: Chromium 150 keeps a module that failed to load as failed under its URL, as HTML's module map does,
  // and the retried import showed the crash screen.
  test('a chunk that failed under its URL is fetched from a fresh one, and the page shows on the client', async ({ page, watch }) => {
    await openHydrated(page, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Every request for the chunk's own URL fails, as a browser that keeps the failure answers every import of it.
    watch.allow(/^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  for (const lost of ['chunk', 'stylesheet'] as const) {
    test(`a page whose ${lost} cannot be loaded opens as a full page load, never the crash screen`, async ({ page, watch }) => {
      await openHydrated(page, '/');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const file = lost === 'chunk' ? /\/assets\/about-page-[\w-]+\.js(\?.*)?$/ : /\/assets\/about-page-[\w-]+\.css(\?.*)?$/;
      const failed: string[] = [];
      watch.allow(/^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
      await page.route(file, async (route) => {
        failed.push(route.request().url());
        await route.abort('internetdisconnected');
      });
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click(),
      ]);
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
      // Fetched twice before the full page load: the plain try, and the one from a fresh URL (a chunk) or link.
      expect(failed.length).toBeGreaterThanOrEqual(2);
    });
  }

  test('a stylesheet that failed to load once is fetched again, and the page shows styled on the client', async ({ page, watch }) => {
    await openHydrated(page, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    let failures = 0;
    watch.allow(/^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.route(/\/assets\/about-page-[\w-]+\.css$/, (route) =>
      failures++ === 0 ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
    expect(failures).toBe(2);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The about page's own rules apply: its stats are laid out as a grid.
    await expect(page.getByRole('main').getByRole('list').first()).toHaveCSS('display', 'grid');
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

test.describe('the crash screen (product rules §2.2)', () => {
  // No test hook ships in the site: the test serves the next page's chunk as a page that throws while rendering,
  // and the error boundary must catch it. (A chunk that cannot be loaded opens as a full page load instead.)
  const throwingPage = (message: string) => ({
    contentType: 'text/javascript',
    body: `export default function Page() { throw new Error(${JSON.stringify(message)}); }`,
  });

  test('replaces a page that fails to render, and offers a reload and the way home', async ({ page, watch }) => {
    await openHydrated(page, '/');
    const brokenChunks = /\/assets\/gallery-page-[\w-]+\.js$/;
    watch.allow(/^console: Error: Simulated failure while rendering the page/);
    await page.route(brokenChunks, (route) => route.fulfill(throwingPage('Simulated failure while rendering the page')));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await page.unroute(brokenChunks);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh Page' }).click()]);
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Work' })).toBeVisible();
  });

  test("'Go Home' leaves the crash screen for the home page", async ({ page, watch }) => {
    await openHydrated(page, '/about');
    watch.allow(/^console: Error: Simulated failure/);
    await page.route(/\/assets\/blog-page-[\w-]+\.js$/, (route) => route.fulfill(throwingPage('Simulated failure')));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Sparkling Windows/ })).toBeVisible();
  });
});
