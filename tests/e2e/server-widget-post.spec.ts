// A widget on a partner page posts to the site across origins in no-cors mode (product rules §3.3). The
// server's answer must let the browser deliver it: with Cross-Origin-Resource-Policy: same-origin
// (helmet's default) Chrome blocks it (ERR_BLOCKED_BY_RESPONSE) and the widget reports a failure
// for a lead that was saved. Playwright shows no headers of opaque answers (and reports their
// unread bodies as aborted), so the test watches what the visitor sees.
import { expect, test } from './fixtures';

test('a widget post from a partner origin reaches the page, which thanks the visitor', async ({ page, siteOrigin, demoOrigin }) => {
  await page.goto(`${demoOrigin}/`);
  await page.getByRole('button', { name: 'Calculate' }).first().click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Partner Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('250-555-0100');
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === `${siteOrigin}/`);
  await page.getByRole('button', { name: 'Request My Quote' }).click();
  await answered;
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
});
