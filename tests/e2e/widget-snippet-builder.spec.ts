import { type Page } from '@playwright/test';
import { expect, test, type PageWatch } from './fixtures';
import { fillContactDetails, nextFormPost } from './lead-form-helpers';
import { tags } from './widget-helpers';

const builder = '/snippet-builder.html';

/**
 * The browser's own request for the page's icon: blank.html declares /favicon.svg, and Chromium may load it only
 * after page.setContent has put a test's policy in place, which then blocks it. The widgets never ask for it.
 */
const browserFavicon = /\/favicon\.(?:svg|ico)\b/;

/** Expects the policy to report a request to the demo's blank page, which the page then sends: proof it is enforced. */
async function expectBlockedRequest(page: Page, watch: PageWatch, demoOrigin: string) {
  const blocked = `${demoOrigin}/blank.html`;
  watch.allow(new RegExp(`^CSP violation: connect-src ${blocked}$|^console: .*${blocked}.*(Content Security Policy|violates)`));
  await page.evaluate((url) => fetch(url).catch(() => undefined), blocked);
  await expect.poll(watch.violations).toContain(`connect-src ${blocked}`);
}

/** Calculates, opens the request form that follows, and sends it once: the page's one connection. */
async function requestAQuote(page: Page) {
  const calculator = page.locator(tags.calculator);
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(calculator.getByText('$371 - $474')).toBeVisible();
  await fillContactDetails(calculator);
  const posted = nextFormPost(page);
  await calculator.getByRole('button', { name: 'Request My Quote' }).click();
  const response = await (await posted).response();
  await expect(calculator.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  return { url: response?.url(), status: response?.status() };
}

test.describe('the snippet builder', () => {
  test('starts with a ready calculator snippet and a live preview of it', async ({ page, siteOrigin, demoOrigin }) => {
    await page.goto(`${demoOrigin}${builder}`);
    await expect(page.getByLabel('Snippet to paste')).toHaveText(
      [
        `<script src="${siteOrigin}/widgets/quote-calculator.js" defer></script>`,
        '<div>',
        `  <okanagan-quote-calculator partner="acme-strata" accent="#2f4a3a">`,
        `    <p><a href="${siteOrigin}/embed/quote-calculator?partner=acme-strata&amp;accent=%232f4a3a">Get a free quote</a></p>`,
        `  </okanagan-quote-calculator>`,
        '</div>',
      ].join('\n'),
    );
    const preview = page.getByRole('region', { name: 'Preview' }).locator(tags.calculator);
    await expect(preview.getByRole('button', { name: 'Calculate' })).toHaveCSS('background-color', 'rgb(47, 74, 58)');
  });

  test('follows the chosen widget, partner id, colour and heading level, in the snippet and the preview', async ({
    page,
    siteOrigin,
    demoOrigin,
  }) => {
    await page.goto(`${demoOrigin}${builder}`);
    await page.getByLabel('Widget', { exact: true }).selectOption('contact-form');
    await page.getByLabel('Partner id').fill('Lakeview Strata #2');
    await page.getByLabel('Use my colour').uncheck();
    await page.getByLabel('Heading level').selectOption('3');
    await expect(page.getByLabel('Snippet to paste')).toHaveText(
      [
        `<script src="${siteOrigin}/widgets/contact-form.js" defer></script>`,
        '<div>',
        `  <okanagan-contact-form partner="lakeview-strata-2" heading-level="3">`,
        `    <p><a href="${siteOrigin}/embed/contact-form?partner=lakeview-strata-2&amp;heading-level=3">Send us a message</a></p>`,
        `  </okanagan-contact-form>`,
        '</div>',
      ].join('\n'),
    );
    const preview = page.getByRole('region', { name: 'Preview' }).locator(tags.contactForm);
    await expect(preview).toHaveAttribute('partner', 'lakeview-strata-2');
    await expect(preview.getByRole('heading', { name: 'Send Us a Message', level: 3 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' }).locator(tags.calculator)).toHaveCount(0);
  });

  test('pins the version with the content-hashed script and its integrity hash, and that snippet works', async ({
    page,
    request,
    siteOrigin,
    openTestPage,
    demoOrigin,
  }) => {
    const manifest = await (await request.get(`${siteOrigin}/widgets/manifest.json`)).json();
    await page.goto(`${demoOrigin}${builder}`);
    await page.getByLabel('Widget', { exact: true }).selectOption('all');
    await page.getByLabel('Pin this exact version').check();
    const { file, integrity } = manifest.all;
    const snippet = page.getByLabel('Snippet to paste');
    await expect(snippet).toContainText(
      `<script src="${siteOrigin}/widgets/${file}" integrity="${integrity}" crossorigin="anonymous" defer></script>`,
    );
    await expect(snippet).toContainText('<okanagan-quote-form partner="acme-strata" accent="#2f4a3a">');

    const pasted = (await snippet.textContent()) ?? '';
    await openTestPage(pasted);
    for (const tag of Object.values(tags)) await expect(page.locator(tag).getByRole('heading').first()).toBeVisible();
  });

  test('copies the snippet to the clipboard', async ({ browser, demoOrigin, watch }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await watch.add(context);
    const page = await context.newPage();
    await page.goto(`${demoOrigin}${builder}`);
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await expect(page.getByRole('region', { name: 'Your snippet' }).getByRole('status')).toHaveText(
      'Copied. Paste it where the widget should appear.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByLabel('Snippet to paste').textContent());
    await context.close();
  });

  test('writes the endpoint, the data layer and the calculator tab, and says what is wrong with a value it cannot use', async ({
    page,
    demoOrigin,
  }) => {
    await page.goto(`${demoOrigin}${builder}`);
    const snippet = page.getByLabel('Snippet to paste');
    const endpoint = page.getByLabel('Form endpoint');
    await endpoint.fill('http://leads.partner.example/hook');
    await expect(endpoint).toHaveAttribute('aria-invalid', 'true');
    await expect(endpoint).toHaveAccessibleDescription(/^Use https:\/\/: a plain http:\/\/ address works only on a loopback address/);
    await expect(snippet).not.toContainText('endpoint=');
    await endpoint.fill('leads.partner.example');
    await expect(page.getByText('Type the whole address, starting with https://. Until then, the snippet leaves it out.')).toBeVisible();
    await endpoint.fill('http://localhost:8080/hook');
    await expect(endpoint).toHaveAttribute('aria-invalid', 'false');
    await expect(snippet).toContainText('accent="#2f4a3a" endpoint="http://localhost:8080/hook">');

    await page.getByLabel('Push a generate_lead event to my data layer').check();
    await expect(snippet).toContainText('accent="#2f4a3a" data-layer endpoint=');
    await page.getByLabel('Array name').fill('2layer');
    await expect(page.getByLabel('Array name')).toHaveAccessibleDescription(/^A name is letters, digits, _ or \$/);
    await page.getByLabel('Array name').fill('partnerLayer');
    await expect(snippet).toContainText('data-layer="partnerLayer"');

    await page.getByLabel('Widget', { exact: true }).selectOption('all');
    await page.getByLabel('The calculator opens on').selectOption('membership');
    await expect(snippet).toContainText('<okanagan-quote-calculator partner="acme-strata" accent="#2f4a3a" tab="membership" data-layer=');
    await expect(snippet).toContainText('<okanagan-quote-form partner="acme-strata" accent="#2f4a3a" data-layer=');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator(tags.calculator)).toHaveAttribute('tab', 'membership');
    await expect(preview.locator(tags.calculator)).not.toHaveAttribute('endpoint', /./);
    await page.getByLabel('Widget', { exact: true }).selectOption('contact-form');
    await expect(page.getByLabel('The calculator opens on')).toBeHidden();
    await expect(snippet).not.toContainText('tab=');
  });

  test('prints the Content-Security-Policy lines for the chosen widget and endpoint, as directives, a header and a meta tag', async ({
    page,
    siteOrigin,
    demoOrigin,
  }) => {
    await page.goto(`${demoOrigin}${builder}`);
    await page.getByLabel('Widget', { exact: true }).selectOption('quote-form');
    await page.getByLabel('Form endpoint').fill('https://leads.partner.example/okanagan/hook');
    await expect(page.getByLabel('Directives your policy needs')).toHaveText(
      `script-src ${siteOrigin}\nconnect-src https://leads.partner.example`,
    );
    const reasons = page.getByRole('definition');
    await expect(reasons).toHaveText([
      `Lets your page load the widget's script, ${siteOrigin}/widgets/quote-form.js.`,
      'Lets the widget send each request to its form endpoint, https://leads.partner.example/okanagan/hook.',
    ]);
    const policy = `default-src 'none'; script-src ${siteOrigin}; connect-src https://leads.partner.example`;
    await expect(page.getByLabel('Policy as a header')).toHaveText(`Content-Security-Policy: ${policy}`);
    await expect(page.getByLabel('Policy as a meta tag')).toHaveText(`<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    await expect(page.getByText("so it needs no 'unsafe-inline'")).toBeVisible();

    await page.getByLabel('Pin this exact version').check();
    const { integrity } = (await (await page.request.get(`${siteOrigin}/widgets/manifest.json`)).json())['quote-form'];
    await expect(page.getByRole('term')).toHaveText([
      `script-src ${siteOrigin}`,
      `script-src '${integrity}'`,
      'connect-src https://leads.partner.example',
    ]);
  });

  test('checks a pasted policy: what is missing, directive by directive, with the fixed lines, or that nothing is', async ({
    page,
    siteOrigin,
    demoOrigin,
  }) => {
    await page.goto(`${demoOrigin}${builder}`);
    const check = page.getByRole('form', { name: 'Check your policy' });
    const policy = check.getByRole('textbox', { name: 'Your current policy' });
    await policy.fill("Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-r4nd0m'; img-src *");
    // By keyboard, as a person would: from the policy to the button.
    await policy.press('Tab');
    await expect(check.getByRole('button', { name: 'Check my policy' })).toBeFocused();
    await page.keyboard.press('Enter');
    const result = check.getByRole('status');
    await expect(result.getByRole('listitem')).toHaveText([
      `script-src does not allow the widget's script, ${siteOrigin}/widgets/quote-calculator.js. 'self' is your page's own origin, not ${siteOrigin}.` +
        `Change it to:script-src 'self' 'nonce-r4nd0m' ${siteOrigin}`,
      `Your policy has no connect-src, so default-src decides, and it does not allow the widget's requests to ${siteOrigin}/. ` +
        `'self' is your page's own origin, not ${siteOrigin}.Add:connect-src 'self' ${siteOrigin}`,
    ]);
    await expect(result).toContainText('Your policy blocks the widget: 2 sources are missing.');
    await expect(result.getByRole('paragraph').filter({ hasText: 'Your policy with these changes:' })).toBeVisible();
    await expect(result.locator('pre').last()).toHaveText(
      `default-src 'self'; script-src 'self' 'nonce-r4nd0m' ${siteOrigin}; img-src *; connect-src 'self' ${siteOrigin}`,
    );

    // The result follows the widget's options: another endpoint is another connect-src.
    await page.getByLabel('Form endpoint').fill('https://leads.partner.example/');
    await expect(result.getByRole('listitem').last()).toContainText("Add:connect-src 'self' https://leads.partner.example");

    await policy.fill(`default-src 'none'; script-src 'self' ${siteOrigin}; connect-src https://*.partner.example; style-src 'self'`);
    await expect(result).toBeEmpty();
    await check.getByRole('button', { name: 'Check my policy' }).click();
    await expect(result).toHaveText('Your policy already allows the widget.');
  });

  test("the CSP kit's policy, applied to a page, loading the widget with no violation", async ({ page, siteOrigin, demoOrigin, watch }) => {
    // The builder's first snippet and its strictest policy, as the builder prints them.
    await page.goto(`${demoOrigin}${builder}`);
    const snippet = (await page.getByLabel('Snippet to paste').textContent()) ?? '';
    const header = (await page.getByLabel('Policy as a header').textContent()) ?? '';
    expect(header).toBe(`Content-Security-Policy: default-src 'none'; script-src ${siteOrigin}; connect-src ${siteOrigin}`);

    // A demo page serves exactly that snippet under exactly that policy (embed-demo/headers.json).
    watch.allow(browserFavicon);
    const response = await page.goto(`${demoOrigin}/csp-kit-check.html`);
    expect(`Content-Security-Policy: ${response?.headers()['content-security-policy']}`).toBe(header);
    const unindented = (html = '') => html.replace(/^\s+/gm, '');
    expect(unindented(await response?.text())).toContain(unindented(snippet));

    const calculator = page.locator(tags.calculator);
    await expect(calculator.getByRole('heading', { name: 'Instant Quote Calculator' })).toBeVisible();
    await expect(calculator.getByRole('button', { name: 'Calculate' })).toHaveCSS('background-color', 'rgb(47, 74, 58)');
    expect(await requestAQuote(page)).toEqual({ url: `${siteOrigin}/`, status: 200 });
    expect(watch.problems()).toEqual([]);

    // The policy is enforced: a request it does not name is reported.
    await expectBlockedRequest(page, watch, demoOrigin);
  });

  test('its meta tag form works as well: in the head before the script, the widget renders and posts with no violation', async ({
    page,
    siteOrigin,
    demoOrigin,
    watch,
  }) => {
    await page.goto(`${demoOrigin}${builder}`);
    await page.getByLabel('Pin this exact version').check();
    await expect(page.getByLabel('Snippet to paste')).toContainText('integrity=');
    const snippet = (await page.getByLabel('Snippet to paste').textContent()) ?? '';
    const meta = (await page.getByLabel('Policy as a meta tag').textContent()) ?? '';

    watch.allow(browserFavicon);
    await page.goto(`${demoOrigin}/blank.html`);
    await page.setContent(`<!doctype html><html lang="en"><head><title>Meta policy</title>${meta}</head><body>${snippet}</body></html>`);
    await watch.listen(page);
    expect(await requestAQuote(page)).toEqual({ url: `${siteOrigin}/`, status: 200 });
    expect(watch.problems()).toEqual([]);
    await expectBlockedRequest(page, watch, demoOrigin);
  });

  test('has no serious or critical accessibility violation, with errors and a check result shown', async ({
    page,
    demoOrigin,
    seriousViolations,
  }) => {
    await page.goto(`${demoOrigin}${builder}`);
    await page.getByLabel('Form endpoint').fill('ftp://leads.partner.example/');
    await page.getByLabel('Push a generate_lead event to my data layer').check();
    await page.getByRole('textbox', { name: 'Your current policy' }).fill("default-src 'self'");
    await page.getByRole('button', { name: 'Check my policy' }).click();
    await expect(page.getByText('Your policy blocks the widget')).toBeVisible();
    expect(await seriousViolations({ exclude: '#preview' })).toEqual([]);
  });
});
