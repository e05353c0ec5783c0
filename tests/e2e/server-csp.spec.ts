// The built site under the server's Content-Security-Policy: every prerendered page loads, hydrates and
// runs the calculator without a single violation (product rules §2.11: every route is real HTML).
import { expect, test } from './fixtures';
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

test.describe('the site under its Content-Security-Policy', () => {
  for (const path of [...prerenderedPaths(), '/no-such-page']) {
    test(`${path} loads without a CSP violation`, async ({ page, watch }) => {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.locator('body')).not.toBeEmpty();
      expect(watch.problems()).toEqual([]);
    });
  }

  test('the home calculator estimates and posts without a CSP violation', async ({ page, watch }) => {
    // Answer the post here: the check is the page's, and no lead should land in the real database.
    await page.route('/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 200, json: { ok: true } }) : route.continue(),
    );
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
    expect(watch.problems()).toEqual([]);
  });
});
