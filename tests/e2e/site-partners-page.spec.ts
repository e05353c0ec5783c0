// The partners page (/partners): a partner chooses a widget, types their name, and takes the code, the link and the
// QR code that credit them; the server's HTML shows the example code, and the footer leads there.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import jsQR from 'jsqr';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { iframeFirstHeight } from '../../common/contract/embed-pages';
import { business } from '../../common/content/business';
import { openHydrated } from './site-test-helpers';

const canonical = new URL(business.siteUrl).origin;

/** The block of code headed `name`. */
const block = (page: Page, name: RegExp | string) => page.getByRole('region', { name });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Your organisation’s name' });

/** What a QR reader finds in a PNG or SVG image. */
async function readQr(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const codeOf = (region: Locator) => region.getByRole('code').textContent();

test.describe('the partners page without scripting', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the example code of the quote calculator on the canonical origin, and its QR code', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.getByRole('radio', { name: 'Quote calculator' })).toBeChecked();
    await expect(page.getByText('This is an example for acme-strata.')).toBeVisible();
    const script = await codeOf(block(page, /On your website/));
    expect(script).toContain(`<script src="${canonical}/widgets/quote-calculator.js" defer></script>`);
    expect(script).toContain('<okanagan-quote-calculator partner="acme-strata">');
    const link = `${canonical}/embed/quote-calculator?partner=acme-strata`;
    expect(await codeOf(block(page, /newsletters/))).toBe(link);
    await expect(page.getByRole('img', { name: `QR code of ${link}` })).toBeVisible();
  });
});

test.describe('the partners page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('hydrates without an error, then points the code to the page’s own origin on loopback', async ({ page, siteOrigin, watch }) => {
    await openHydrated(page, '/partners');
    await expect(block(page, /newsletters/).getByRole('code')).toHaveText(`${siteOrigin}/embed/quote-calculator?partner=acme-strata`);
    await page.waitForLoadState('networkidle');
    expect(watch.problems()).toEqual([]);
  });

  test('a chosen widget and a typed name change every piece of code, and Copy puts it on the clipboard', async ({ page, siteOrigin }) => {
    await openHydrated(page, '/partners');
    await page.getByRole('radio', { name: 'Contact form' }).check();
    await nameField(page).fill('  Lakeview "Towers" & Co <b> ');
    await expect(page.getByText('For Lakeview "Towers" & Co <b>, as lakeview-towers-and-co-b: every request')).toBeVisible();

    const link = `${siteOrigin}/embed/contact-form?partner=lakeview-towers-and-co-b`;
    const website = block(page, /On your website/);
    const script = await codeOf(website);
    expect(script).toContain(`<script src="${siteOrigin}/widgets/contact-form.js" defer></script>`);
    expect(script).toContain('<okanagan-contact-form partner="lakeview-towers-and-co-b">');
    expect(script).toContain(`<a href="${link}">Send us a message</a>`);
    const frame = await codeOf(block(page, 'If your website builder removes scripts'));
    expect(frame).toContain(
      `<iframe src="${link}" title="Contact form of ${business.name}" width="100%" height="${iframeFirstHeight['contact-form']}"`,
    );
    expect(frame).toContain(`<script src="${siteOrigin}/widgets/iframe-resizer.js" defer></script>`);
    await expect(block(page, /newsletters/).getByRole('code')).toHaveText(link);

    await website.getByRole('button', { name: 'Copy the code for your website' }).click();
    await expect(website.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script);

    const newsletters = block(page, /newsletters/);
    await newsletters.getByRole('button', { name: 'Copy the link' }).click();
    await expect(newsletters.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Another name: the code changes, and no longer claims to be copied.
    await nameField(page).fill('Lakeview Towers');
    await expect(newsletters.getByRole('status')).toHaveText('');
  });

  test('selects the code for Ctrl+C where the browser offers no clipboard', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await openHydrated(page, '/partners');
    await nameField(page).fill('Lakeview Towers');
    const frame = block(page, 'If your website builder removes scripts');
    await frame.getByRole('button', { name: 'Copy the frame code' }).click();
    await expect(frame.getByRole('status')).toHaveText('Selected: press Ctrl+C (or ⌘C on a Mac) to copy');
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(await codeOf(frame));
  });

  test('asks for a name before copying the example, and refuses one over 100 characters', async ({ page, seriousViolations }) => {
    await openHydrated(page, '/partners');
    await block(page, /On your website/)
      .getByRole('button', { name: 'Copy the code for your website' })
      .click();
    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toHaveAccessibleDescription(/Type your organisation’s name first/);
    expect(await seriousViolations({ everyImpact: true })).toEqual([]);

    await nameField(page).fill('a'.repeat(101));
    await expect(page.getByText('That is 101 characters: please shorten it to 100 or fewer')).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This is an example for acme-strata.')).toBeVisible();

    await nameField(page).fill('a'.repeat(100));
    await expect(nameField(page)).not.toHaveAttribute('aria-invalid');
  });

  test('turns the typed name into one partner id, used by every snippet, the QR code and the WordPress shortcodes', async ({
    page,
    siteOrigin,
  }) => {
    await openHydrated(page, '/partners');
    await nameField(page).fill('Lakeview Strata');
    await expect(nameField(page)).toHaveAccessibleDescription(/Your partner id: lakeview-strata\./);
    const link = `${siteOrigin}/embed/quote-calculator?partner=lakeview-strata`;
    expect(await codeOf(block(page, /On your website/))).toContain('<okanagan-quote-calculator partner="lakeview-strata">');
    expect(await codeOf(block(page, 'If your website builder removes scripts'))).toContain(`src="${link}"`);
    await expect(block(page, /newsletters/).getByRole('code')).toHaveText(link);
    await expect(page.getByRole('img', { name: `QR code of ${link}` })).toBeVisible();
    const wordpress = page.getByRole('region', { name: 'Using WordPress' });
    await expect(wordpress.getByText('[okanagan_quote_calculator partner="lakeview-strata"]')).toBeVisible();
    await expect(wordpress.getByText('acme-strata')).toHaveCount(0);
    // The name as typed is shown to people, never written into code.
    for (const region of [block(page, /On your website/), block(page, 'If your website builder removes scripts')])
      expect(await codeOf(region)).not.toContain('Lakeview Strata');
  });

  test('asks for a name with Latin letters when the typed one makes no partner id', async ({ page }) => {
    await openHydrated(page, '/partners');
    await nameField(page).fill('湖畔物业');
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(page)).toHaveAccessibleDescription(/Latin letters/);
    await expect(page.getByText('This is an example for acme-strata.')).toBeVisible();
  });

  test('offers the quote button, with its snippet, and a fallback link to the calculator', async ({ page, siteOrigin }) => {
    await openHydrated(page, '/partners');
    await page.getByRole('radio', { name: 'Quote button' }).check();
    await nameField(page).fill('Lakeview Strata');
    expect(await codeOf(block(page, /On your website/))).toBe(
      [
        `<script src="${siteOrigin}/widgets/quote-button.js" defer></script>`,
        `<okanagan-quote-button partner="lakeview-strata"><a href="${siteOrigin}/embed/quote-calculator?partner=lakeview-strata">Get a free quote</a></okanagan-quote-button>`,
      ].join('\n'),
    );
    await expect(block(page, /newsletters/).getByRole('code')).toHaveText(`${siteOrigin}/embed/quote-calculator?partner=lakeview-strata`);
    await expect(
      page.getByRole('region', { name: 'Using WordPress' }).getByText('[okanagan_quote_button partner="lakeview-strata"]'),
    ).toBeVisible();
  });

  test('draws the QR code of the link, which reads back as the link, and downloads it as SVG and PNG', async ({ page, siteOrigin }) => {
    await openHydrated(page, '/partners');
    await page.getByRole('radio', { name: 'Quote request form' }).check();
    await nameField(page).fill('Lakeview Towers');
    const link = `${siteOrigin}/embed/quote-form?partner=lakeview-towers`;
    const code = page.getByRole('img', { name: `QR code of ${link}` });
    expect(await code.evaluate((element) => element.localName)).toBe('svg');
    expect(await readQr(await code.screenshot())).toBe(link);

    const notices = block(page, 'On notices in your building');
    const [svg] = await Promise.all([page.waitForEvent('download'), notices.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('lakeview-towers-qr-code.svg');
    expect(await readQr(readFileSync(await svg.path()))).toBe(link);
    const [png] = await Promise.all([page.waitForEvent('download'), notices.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('lakeview-towers-qr-code.png');
    expect(await readQr(readFileSync(await png.path()))).toBe(link);
  });

  test('prints the notice alone', async ({ page }) => {
    await openHydrated(page, '/partners');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible();
    await expect(page.getByText('What would your windows cost?')).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Using WordPress' })).toBeHidden();
  });

  test('links the WordPress plugin and names its shortcodes', async ({ page }) => {
    await openHydrated(page, '/partners');
    await expect(page.getByRole('link', { name: 'our WordPress plugin' })).toHaveAttribute(
      'href',
      '/downloads/okanagan-exterior-cleaning.zip',
    );
    for (const shortcode of ['okanagan_quote_calculator', 'okanagan_quote_form', 'okanagan_contact_form', 'okanagan_quote_button'])
      await expect(page.getByText(`[${shortcode} partner="acme-strata"]`)).toBeVisible();
  });

  test("says to check an Author's post by viewing it, since the editor still shows the removed code", async ({ page }) => {
    await openHydrated(page, '/partners');
    await expect(page.getByRole('region', { name: 'Using WordPress' })).toContainText(
      'view the published post as a visitor does (View Post), not in the editor',
    );
  });

  test('fits a 320-pixel-wide screen, typed name and all, with no violation', async ({ page, seriousViolations }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openHydrated(page, '/partners');
    await nameField(page).fill('Lakeview Towers Strata Corporation KAS1234');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousViolations({ everyImpact: true })).toEqual([]);
  });

  test('is reached from the footer of every page', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'For partners' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Put Our Quote Calculator on Your Site' })).toBeVisible();
    await expect(page).toHaveURL(/\/partners$/);
  });
});
