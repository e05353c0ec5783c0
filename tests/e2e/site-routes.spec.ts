import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { services } from '../../site/content/services';
import type { PageAssets } from '../../site/routing/page-assets';
import { openHydrated, sitePaths, unknownPath } from './site-test-helpers';

/** What each page must show with scripting off: its h1, and text only its content holds. */
const keyContent: Record<string, { heading: string | RegExp; texts: string[] }> = {
  '/': { heading: /Sparkling Windows/, texts: ['Instant Quote Calculator', '200+', 'Happy Customers', 'What our customers say'] },
  '/about': { heading: 'A local crew that treats your home like its own', texts: ['500+', '10+', 'Our story', 'Our promise'] },
  '/services': { heading: 'Our Services', texts: ['Starting at $250', 'Custom quote'] },
  '/gallery': { heading: 'Our Work', texts: ['Lakeview windows, Upper Mission', 'Sealed patio, Lake Country'] },
  '/blog': {
    heading: 'Home Maintenance Tips & Insights',
    texts: [
      'Expert advice and seasonal tips to keep your Kelowna home looking its best year-round',
      'No spam, just helpful tips. Unsubscribe anytime.',
    ],
  },
  '/quote': {
    heading: 'Get Your Free Quote',
    texts: ["Tell us about your needs and we'll get in touch to arrange a personalized quote.", 'Prefer to Talk Directly?'],
  },
  '/contact': { heading: 'Get in Touch', texts: ['Send Us a Message', "Don't see your area? Contact us - we may still be able to help!"] },
  '/partners': {
    heading: 'Put Our Quote Calculator on Your Site',
    texts: ['Choose what to show', 'Using WordPress', 'How leads are credited'],
  },
  // The embed pages (product rules §8.5): the widget under the business's name, read out but not shown.
  '/embed/quote-calculator': { heading: 'Okanagan Exterior Cleaning', texts: ['Instant Quote Calculator', 'Home Essentials'] },
  '/embed/quote-form': { heading: 'Okanagan Exterior Cleaning', texts: ['Services Needed', 'Request My Free Quote'] },
  '/embed/contact-form': { heading: 'Okanagan Exterior Cleaning', texts: ['Send Us a Message', 'Subject (optional)'] },
  '/privacy': { heading: 'Privacy Policy', texts: ['Personal Information Protection Act'] },
  '/terms': { heading: 'Terms of Service', texts: ['Governing law'] },
};
const detailPrices: Record<string, string> = {
  'window-cleaning': '$120',
  'gutter-cleaning': '$180',
  'pressure-washing': '$200',
  'solar-panel-cleaning': '$150',
  'holiday-light-installation': '$300',
  'snow-removal': '$80/visit',
  'moss-treatment': '$350',
  'concrete-sealing': '$350',
};
for (const service of services) {
  keyContent[`/services/${service.id}`] = {
    heading: service.title,
    texts: [`From ${detailPrices[service.id]}`, 'Our process', 'Service areas'],
  };
}

async function expectKeyContent(page: Page, path: string) {
  const { heading, texts } = keyContent[path];
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
}

test.describe('every route without scripting', () => {
  test.use({ javaScriptEnabled: false });

  test('covers the whole route table', () => {
    expect(Object.keys(keyContent).sort()).toEqual([...sitePaths].sort());
  });

  for (const path of sitePaths) {
    test(`${path} answers 200 with its content in the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectKeyContent(page, path);
    });
  }

  test('an unknown path answers 404 with "Page not found" and the ways back', async ({ page }) => {
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'See our services' })).toHaveAttribute('href', '/services');
  });
});

test.describe('every route with scripting', () => {
  for (const path of sitePaths) {
    test(`${path} hydrates without a console error or hydration warning`, async ({ page, watch }) => {
      await openHydrated(page, path);
      await expectKeyContent(page, path);
      await page.waitForLoadState('networkidle');
      expect(watch.problems()).toEqual([]);
    });
  }

  test('an unknown service id shows Service Not Found in its HTML, before any script runs', async ({ browser, watch }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await watch.add(context);
    const page = await context.newPage();
    const response = await page.goto('/services/roof-painting');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Services' })).toHaveAttribute('href', '/services');
    await context.close();
  });

  test('an unknown service id shows Service Not Found with the way back (product rules §2.5)', async ({ page, watch }) => {
    const response = await page.goto('/services/roof-painting');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page).toHaveURL(/\/services$/);
    // The only error is the browser's report of the 404 document itself.
    watch.allow(/^console: Failed to load resource: the server responded with a status of 404/);
    expect(watch.problems()).toEqual([]);
  });

  test('client navigation updates the title and loads the next page', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home Maintenance Tips & Insights' })).toBeVisible();
    await expect(page).toHaveTitle('Home Maintenance Tips & Insights | Okanagan Exterior Cleaning');
  });

  test("a page names only its own files, and navigation fetches every page's from the page map, once", async ({ page }) => {
    const pageMaps: string[] = [];
    page.on('request', (request) => /\/assets\/pages-[\w-]+\.json$/.test(request.url()) && pageMaps.push(request.url()));
    await openHydrated(page, '/');
    const assets = JSON.parse((await page.locator('#page-assets').textContent()) ?? '{}') as PageAssets;
    expect(Object.keys(assets.pages)).toEqual(['home-page']);
    expect(pageMaps).toEqual([]);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home Maintenance Tips & Insights' })).toBeVisible();
    await main.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A local crew that treats your home like its own' })).toBeVisible();
    expect(pageMaps.map((url) => new URL(url).pathname)).toEqual([assets.allPages]);
  });
});
