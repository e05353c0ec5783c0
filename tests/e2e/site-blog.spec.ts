import { expect, test } from './fixtures';
import { business } from '../../common/content/business';
import { openHydrated } from './site-test-helpers';

test.describe('the blog', () => {
  test('lists seven articles newest first, each with its byline over its picture', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByText('Expert advice and seasonal tips to keep your Kelowna home looking its best year-round')).toBeVisible();
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(7);
    const dates = await articles.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual(['2024-12-22', '2024-12-16', '2024-12-10', '2024-12-04', '2024-11-29', '2024-11-24', '2024-11-20']);
    const first = articles.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Fall Gutter Maintenance: Get Ready Before the Deep Freeze');
    await expect(first).toContainText(business.ownerName);
    await expect(first).toContainText('December 22, 2024');
    await expect(first).toContainText(/\d min read/);
  });

  test('opens and closes an article from the keyboard, then scrolls it into view', async ({ page }) => {
    await openHydrated(page, '/blog');
    const article = page.getByRole('article').nth(2);
    const toggle = article.getByRole('button', { name: 'Read Full Article' });
    const lastHeading = article.getByRole('heading', { level: 3, name: 'The bottom line' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(lastHeading).not.toBeInViewport();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(article.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    // 100 ms after opening, the article scrolls smoothly to the top of the view (product rules §2.7, §6).
    await expect.poll(async () => (await article.boundingBox())?.y ?? -1, { timeout: 3000 }).toBeLessThan(120);
    await lastHeading.scrollIntoViewIfNeeded();
    await expect(lastHeading).toBeVisible();

    await article.getByRole('button', { name: 'Show Less' }).focus();
    await page.keyboard.press('Space');
    await expect(article.getByRole('button', { name: 'Read Full Article' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('renders the article markup as headings and lists', async ({ page }) => {
    await page.goto('/blog');
    const article = page.getByRole('article').filter({ hasText: 'How to Hire a Window Cleaner You Can Trust' });
    await expect(article.getByRole('heading', { level: 3, name: '1. Are you insured, and can I see it?' })).toHaveCount(1);
    await expect(article.getByRole('list')).toHaveCount(2);
    await expect(article.getByRole('listitem').filter({ hasText: 'Exterior glass only, or inside and out?' })).toHaveCount(1);
    const ordered = page.getByRole('article').filter({ hasText: 'Soft Washing vs. Pressure Washing' }).locator('ol > li');
    await expect(ordered).toHaveCount(5);
    await expect(article.getByText('**')).toHaveCount(0);
  });

  test('shows every article whole where scripts do not run', async ({ browser, watch }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await watch.add(context);
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.getByRole('button', { name: 'Read Full Article' })).toHaveCount(0);
    const last = page.getByRole('article').last();
    await last.getByText('ask the questions above, get the answers in writing', { exact: false }).scrollIntoViewIfNeeded();
    await expect(last.getByText('ask the questions above, get the answers in writing', { exact: false })).toBeVisible();
    await context.close();
  });

  test('the newsletter opens a pre-filled e-mail, whatever was typed', async ({ page }) => {
    await openHydrated(page, '/blog');
    const subscribe = page.getByRole('link', { name: 'Subscribe' });
    const href = `mailto:${business.email}?subject=Newsletter%20Subscription`;
    await expect(subscribe).toHaveAttribute('href', href);
    await page.getByLabel('Your email').fill('reader@example.com');
    await expect(subscribe).toHaveAttribute('href', href);
    await expect(page.getByText('No spam, just helpful tips. Unsubscribe anytime.')).toBeVisible();
  });

  test('closes with the quote page, the services and a question for the owner', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Get Your Free Quote' })).toHaveAttribute('href', '/quote');
    await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('link', { name: `Email ${business.ownerName}` })).toHaveAttribute(
      'href',
      `mailto:${business.ownerEmail}?subject=Service%20Inquiry`,
    );
  });
});
