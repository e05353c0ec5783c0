// `npm run dev`: Vite's dev server, with no page prerendered and no loader inlined, still renders each route and
// navigates between them.
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from './fixtures';

let vite: ViteDevServer;

test.beforeAll(async () => {
  vite = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { host: '127.0.0.1', port: 0 } });
  await vite.listen();
});

test.afterAll(() => vite.close());

test('renders the quote page and goes on to another route', async ({ page }) => {
  const [origin] = vite.resolvedUrls!.local;
  await page.goto(new URL('/quote', origin).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free Quote' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
  // The tab icon inline, as in the built pages.
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/png;base64,/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
