// The built site under the server's Content-Security-Policy: every prerendered page loads, hydrates and
// runs the calculator without a single violation (product rules §2.11: every route is real HTML).
import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { readDistDir } from '../../serving/dist-dir';

const distDir = readDistDir();

/** Every prerendered route, found the way the server finds them: each index.html in the build. */
function prerenderedPaths(): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .map((file) => `/${file.split(sep).slice(0, -1).join('/')}`)
    .sort();
}

/** Records CSP violations from the first byte of the page on, as events and as console reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`), true);
  });
  return async () => [...reported, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test.describe('the site under its Content-Security-Policy', () => {
  for (const path of [...prerenderedPaths(), '/no-such-page']) {
    test(`${path} loads without a CSP violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.locator('body')).not.toBeEmpty();
      expect(await violations()).toEqual([]);
    });
  }

  test('the home calculator estimates and posts without a CSP violation', async ({ page }) => {
    // Answer the post here: the check is the page's, and no lead should land in the real database.
    await page.route('/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 200, json: { ok: true } }) : route.continue(),
    );
    const violations = await watchViolations(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Calculate' }).first().click();
    await expect(page.getByText('$371 - $474')).toBeVisible();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Avery Chen');
    await page.getByRole('textbox', { name: 'Email' }).fill('avery@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('250-555-0199');
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    await posted;
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
