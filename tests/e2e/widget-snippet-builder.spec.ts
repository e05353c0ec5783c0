import { expect, test } from '@playwright/test';
import { demoOrigin, siteOrigin } from './origins';
import { openTestPage, tags } from './widget-helpers';

const builder = `${demoOrigin}/snippet-builder.html`;

test.describe('the snippet builder', () => {
  test('starts with a ready calculator snippet and a live preview of it', async ({ page }) => {
    await page.goto(builder);
    await expect(page.getByLabel('Snippet to paste')).toHaveText(
      [
        `<script src="${siteOrigin}/widgets/quote-calculator.js" defer></script>`,
        `<okanagan-quote-calculator partner="acme-strata" accent="#2f4a3a">`,
        `  <a href="${siteOrigin}/quote">Get a free quote</a>`,
        `</okanagan-quote-calculator>`,
      ].join('\n'),
    );
    const preview = page.getByRole('region', { name: 'Preview' }).locator(tags.calculator);
    await expect(preview.getByRole('button', { name: 'Calculate' })).toHaveCSS('background-color', 'rgb(47, 74, 58)');
  });

  test('follows the chosen widget, partner id, colour and heading level, in the snippet and the preview', async ({ page }) => {
    await page.goto(builder);
    await page.getByLabel('Widget', { exact: true }).selectOption('contact-form');
    await page.getByLabel('Partner id').fill('Lakeview Strata #2');
    await page.getByLabel('Use my colour').uncheck();
    await page.getByLabel('Heading level').selectOption('3');
    await expect(page.getByLabel('Snippet to paste')).toHaveText(
      [
        `<script src="${siteOrigin}/widgets/contact-form.js" defer></script>`,
        `<okanagan-contact-form partner="lakeview-strata-2" heading-level="3">`,
        `  <a href="${siteOrigin}/contact">Send us a message</a>`,
        `</okanagan-contact-form>`,
      ].join('\n'),
    );
    const preview = page.getByRole('region', { name: 'Preview' }).locator(tags.contactForm);
    await expect(preview).toHaveAttribute('partner', 'lakeview-strata-2');
    await expect(preview.getByRole('heading', { name: 'Send Us a Message', level: 3 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' }).locator(tags.calculator)).toHaveCount(0);
  });

  test('pins the version with the content-hashed script and its integrity hash, and that snippet works', async ({ page, request }) => {
    const manifest = await (await request.get(`${siteOrigin}/widgets/manifest.json`)).json();
    await page.goto(builder);
    await page.getByLabel('Widget', { exact: true }).selectOption('all');
    await page.getByLabel('Pin this exact version').check();
    const { file, integrity } = manifest.all;
    const snippet = page.getByLabel('Snippet to paste');
    await expect(snippet).toContainText(
      `<script src="${siteOrigin}/widgets/${file}" integrity="${integrity}" crossorigin="anonymous" defer></script>`,
    );
    await expect(snippet).toContainText('<okanagan-quote-form partner="acme-strata" accent="#2f4a3a">');

    const pasted = (await snippet.textContent()) ?? '';
    await openTestPage(page, pasted);
    for (const tag of Object.values(tags)) await expect(page.locator(tag).getByRole('heading').first()).toBeVisible();
  });

  test('copies the snippet to the clipboard', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(builder);
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await expect(page.getByRole('status')).toHaveText('Copied. Paste it where the widget should appear.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByLabel('Snippet to paste').textContent());
    await context.close();
  });
});
