// The embed pages (product rules §8.5): each widget alone on the site, framed by a partner page on another origin,
// sized by the partner's resizer script, crediting the partner; and the fallback link of a snippet whose script is
// blocked, which leads to one of them.
import { type FrameLocator, type Page } from '@playwright/test';
import { expect, test, type TestFixtures } from './fixtures';
import { iframeFirstHeight, iframeResizerPath, type EmbedWidget } from '../../common/contract/embed-pages';
import { fillContactDetails, nextFormPost, postedFields } from './lead-form-helpers';
import { requestFailureMessage } from '../../common/lead-forms/failure-messages';
import { iframeSnippet as partnerIframeSnippet } from '../../site/partners/partner-snippets';
import { holdReact, waitForHydration } from './site-test-helpers';

/** A partner id no other test posts under, so that the stored lead is this test's. */
const uniquePartner = (name: string) => `${name}-${Date.now().toString(36)}`;

/** The iframe snippet of the partners page, with the resizer after it unless `resizer` is false. */
function iframeSnippet(siteOrigin: string, widget: EmbedWidget, query: string, resizer = true): string {
  const frame = `<iframe src="${siteOrigin}/embed/${widget}?${query}" title="${widget}" width="100%" height="${iframeFirstHeight[widget]}" style="border:0"></iframe>`;
  return resizer ? `${frame}<script src="${siteOrigin}${iframeResizerPath}" defer></script>` : frame;
}

/** The iframe's height on the partner page, and the height of the embed page's content inside it. */
async function heights(page: Page, widget: EmbedWidget): Promise<{ iframe: number; content: number }> {
  const iframe = await page.locator(`iframe[title="${widget}"]`).evaluate((element) => element.getBoundingClientRect().height);
  const frame = page.frames().find((candidate) => candidate.url().includes(`/embed/${widget}`));
  const content = await frame!.evaluate(() => Math.ceil(document.querySelector('.embed-page')!.getBoundingClientRect().bottom + scrollY));
  return { iframe, content };
}

async function expectIframeFitsContent(page: Page, widget: EmbedWidget) {
  await expect
    .poll(async () => {
      const { iframe, content } = await heights(page, widget);
      return Math.abs(iframe - content);
    })
    .toBeLessThanOrEqual(10);
}

/** Sends the open request form in `frame` and returns the fields it posted. */
async function sendFrom(page: Page, siteOrigin: string, frame: FrameLocator, submit: string): Promise<Array<[string, string]>> {
  const posted = nextFormPost(page);
  await frame.getByRole('button', { name: submit }).click();
  const request = await posted;
  expect(request.url()).toBe(`${siteOrigin}/`);
  await expect(frame.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  return postedFields(request);
}

test.describe('an embed page in a partner page iframe (a second origin)', () => {
  test('the calculator fits its iframe before and after Calculate, and its lead is stored with the partner', async ({
    page,
    demoOrigin,
    storedLeads,
    openTestPage,
    siteOrigin,
    watch,
  }) => {
    const partner = uniquePartner('iframe-calculator');
    await openTestPage(iframeSnippet(siteOrigin, 'quote-calculator', `partner=${partner}&utm_source=newsletter`));
    const frame = page.frameLocator('iframe[title="quote-calculator"]');
    await expect(frame.getByRole('heading', { name: 'Instant Quote Calculator', level: 2 })).toBeVisible();
    await expectIframeFitsContent(page, 'quote-calculator');
    const before = await heights(page, 'quote-calculator');
    await frame.getByRole('button', { name: 'Calculate' }).click();
    await expect(frame.getByText('$371 - $474')).toBeVisible();
    await expectIframeFitsContent(page, 'quote-calculator');
    expect((await heights(page, 'quote-calculator')).iframe).toBeGreaterThan(before.iframe + 100);
    await fillContactDetails(frame.locator('body'));
    const fields = await sendFrom(page, siteOrigin, frame, 'Request My Quote');
    // The partner page's own address, as far as its referrer policy (strict-origin-when-cross-origin) tells it.
    expect(fields.slice(-4)).toEqual([
      ['partner', partner],
      ['page', `${demoOrigin}/`],
      ['utm_source', 'newsletter'],
      ['bot-field', ''],
    ]);
    const [lead] = storedLeads('quote-request').filter((stored) => stored.partner === partner);
    expect(lead.fields['estimated-price']).toBe('$371 - $474');
    expect(lead.attribution).toMatchObject({ page: `${demoOrigin}/`, utm_source: 'newsletter' });
    expect(watch.problems()).toEqual([]);
  });

  test('the quote form takes its prefill and accent from the query and its lead is stored with the partner', async ({
    page,
    storedLeads,
    openTestPage,
    siteOrigin,
  }) => {
    const partner = uniquePartner('iframe-quote-form');
    await openTestPage(
      iframeSnippet(siteOrigin, 'quote-form', `partner=${partner}&services=gutter-cleaning&heading-level=3&accent=%23aa3300`),
    );
    const frame = page.frameLocator('iframe[title="quote-form"]');
    await expect(frame.getByRole('button', { name: 'Gutter Cleaning' })).toHaveAttribute('aria-pressed', 'true');
    await expect(frame.getByRole('heading', { name: 'Services Needed', level: 3 })).toBeVisible();
    await expectIframeFitsContent(page, 'quote-form');
    await fillContactDetails(frame.locator('body'));
    await expect(frame.getByRole('button', { name: 'Request My Free Quote' })).toHaveCSS('background-color', 'rgb(170, 51, 0)');
    const fields = await sendFrom(page, siteOrigin, frame, 'Request My Free Quote');
    expect(fields).toContainEqual(['services', 'Gutter Cleaning']);
    expect(storedLeads('quote-request').filter((stored) => stored.partner === partner)).toHaveLength(1);
  });

  test('the contact form takes its subject from the query and its lead is stored with the partner', async ({
    page,
    storedLeads,
    openTestPage,
    siteOrigin,
  }) => {
    const partner = uniquePartner('iframe-contact');
    await openTestPage(iframeSnippet(siteOrigin, 'contact-form', `partner=${partner}&subject=emergency`));
    const frame = page.frameLocator('iframe[title="contact-form"]');
    await expect(frame.getByLabel('Subject (optional)')).toHaveValue('emergency');
    await expectIframeFitsContent(page, 'contact-form');
    await fillContactDetails(frame.locator('body'));
    await frame.getByRole('textbox', { name: 'Message', exact: true }).fill('A branch is on the gutter.');
    await sendFrom(page, siteOrigin, frame, 'Send Message');
    const [lead] = storedLeads('contact').filter((stored) => stored.partner === partner);
    expect(lead.fields.subject).toBe('emergency');
  });

  test('the lead names the page the query names, a WordPress post id kept', async ({ page, demoOrigin, openTestPage, siteOrigin }) => {
    const partner = uniquePartner('iframe-page');
    const host = `${demoOrigin}/?p=8`;
    await openTestPage(iframeSnippet(siteOrigin, 'contact-form', `partner=${partner}&subject=other&page=${encodeURIComponent(host)}`));
    const frame = page.frameLocator('iframe[title="contact-form"]');
    // The query read, so the page is hydrated and sends the form itself.
    await expect(frame.getByLabel('Subject (optional)')).toHaveValue('other');
    await fillContactDetails(frame.locator('body'));
    await frame.getByRole('textbox', { name: 'Message', exact: true }).fill('Which page?');
    const fields = await sendFrom(page, siteOrigin, frame, 'Send Message');
    expect(fields).toContainEqual(['page', host]);
  });

  test('the resizer fits iframes that loaded before it, several on one page', async ({ page, siteOrigin, openTestPage }) => {
    await openTestPage(
      `${iframeSnippet(siteOrigin, 'contact-form', 'partner=early', false)}${iframeSnippet(siteOrigin, 'quote-form', 'partner=early', false)}`,
    );
    const frame = page.frameLocator('iframe[title="quote-form"]');
    await expect(frame.getByRole('button', { name: 'Request My Free Quote' })).toBeVisible();
    await expect(page.frameLocator('iframe[title="contact-form"]').getByRole('button', { name: 'Send Message' })).toBeVisible();
    // Without the resizer, each keeps the height of its snippet.
    expect((await heights(page, 'quote-form')).iframe).toBe(iframeFirstHeight['quote-form']);
    await page.evaluate(
      (src) => document.body.append(Object.assign(document.createElement('script'), { src })),
      `${siteOrigin}${iframeResizerPath}`,
    );
    await expectIframeFitsContent(page, 'quote-form');
    await expectIframeFitsContent(page, 'contact-form');
  });

  test('the resizer ignores height messages from any origin but the site', async ({ page, siteOrigin, openTestPage }) => {
    await openTestPage(`<iframe title="other" srcdoc="<p>Not the site</p>" height="200"></iframe>`);
    const height = () => page.locator('iframe[title="other"]').evaluate((element) => element.getBoundingClientRect().height);
    const before = await height();
    await page.evaluate(
      (src) => document.body.append(Object.assign(document.createElement('script'), { src })),
      `${siteOrigin}${iframeResizerPath}`,
    );
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('iframe-resizer.js')));
    await page
      .frames()[1]
      .evaluate(() => parent.postMessage({ type: 'okanagan-embed:height', version: 1, widget: 'quote-form', height: 5000 }, '*'));
    await page.waitForTimeout(200);
    expect(await height()).toBe(before);
  });
});

/**
 * A post of a typical WordPress theme (Twenty Twenty-One): each child of its content narrowed to a 610-pixel column,
 * the partners page's iframe snippet among them, with its resizer unless `resizer` is false.
 */
async function openThemePost(
  { siteOrigin, openTestPage }: Pick<TestFixtures, 'siteOrigin' | 'openTestPage'>,
  partner: string,
  resizer: boolean,
) {
  const snippet = partnerIframeSnippet({ origin: siteOrigin, widget: 'quote-calculator', partner })
    .split('\n')
    .filter((line) => resizer || !line.startsWith('<script'))
    .join('\n');
  await openTestPage(
    '<style>.entry-content > * { max-width: 610px; margin: 20px auto; }</style>' +
      '<div class="entry-content"><h1>Strata news</h1><p>Window cleaning for Lakeview owners, priced at once.</p>' +
      `${snippet}<p>Questions? Ask the office.</p></div>`,
  );
}

test.describe("the partners page's iframe snippet in a theme's content column", () => {
  test('fits the column at 1,280 pixels, the calculator centred in it', async ({ page, siteOrigin, openTestPage }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openThemePost({ siteOrigin, openTestPage }, 'column', true);
    const iframe = (await page.locator('iframe').boundingBox())!;
    const paragraph = (await page.getByText('Window cleaning for Lakeview owners').boundingBox())!;
    expect([Math.round(iframe.x), Math.round(iframe.width)]).toEqual([Math.round(paragraph.x), Math.round(paragraph.width)]);
    const calculator = (await page.frameLocator('iframe').getByRole('main').locator('.embed-page').boundingBox())!;
    expect(Math.abs(calculator.x + calculator.width / 2 - (iframe.x + iframe.width / 2))).toBeLessThanOrEqual(1);
  });

  for (const width of [375, 1280])
    for (const resizer of [true, false])
      test(`shows the thank-you where the visitor is looking, at ${width} pixels, ${resizer ? 'with' : 'without'} the resizer`, async ({
        page,
        siteOrigin,
        openTestPage,
      }) => {
        await page.setViewportSize({ width, height: 700 });
        await openThemePost({ siteOrigin, openTestPage }, uniquePartner('in-view'), resizer);
        const frame = page.frameLocator('iframe');
        await frame.getByRole('button', { name: 'Calculate' }).click();
        await fillContactDetails(frame.locator('body'));
        await frame.getByRole('button', { name: 'Request My Quote' }).click();
        const dialog = frame.getByRole('dialog', { name: 'Thank you!' });
        await expect(dialog).toBeVisible();
        // Boxes are in the partner page's window: the whole dialog in it.
        await expect
          .poll(async () => {
            const box = (await dialog.boundingBox())!;
            return box.y >= 0 && box.y + box.height <= 700;
          })
          .toBe(true);
        await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
      });

  test("alerts a failed request in the browser's own dialog, over the partner's page", async ({
    page,
    failFormPosts,
    siteOrigin,
    openTestPage,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await failFormPosts();
    await openThemePost({ siteOrigin, openTestPage }, 'failing', true);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Calculate' }).click();
    await fillContactDetails(frame.locator('body'));
    const alert = page.waitForEvent('dialog');
    await frame.getByRole('button', { name: 'Request My Quote' }).click();
    const shown = await alert;
    expect([shown.type(), shown.message()]).toEqual(['alert', requestFailureMessage]);
    await shown.dismiss();
  });
});

test.describe('an embed page before hydration', () => {
  test('prices the prefilled size when Calculate was pressed before hydration', async ({ page, siteOrigin }) => {
    const release = await holdReact(page);
    await page.goto(`${siteOrigin}/embed/quote-calculator?home-size=2000&package=home-care`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Calculate' }).click();
    release();
    await waitForHydration(page);
    await expect(page.getByText('Home Care for 2,000 sq ft.', { exact: false })).toBeVisible();
  });

  test('keeps the size the visitor typed before hydration over the prefilled one', async ({ page, siteOrigin }) => {
    const release = await holdReact(page);
    await page.goto(`${siteOrigin}/embed/quote-calculator?home-size=2000`, { waitUntil: 'load' });
    await page.getByLabel('Or exact size (sq ft)').fill('1850');
    release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Home Essentials for 1,850 sq ft.', { exact: false })).toBeVisible();
  });
});

test.describe('framing', () => {
  test('a partner page may frame an embed page, but no other page of the site', async ({ page, siteOrigin, openTestPage, watch }) => {
    // The refusal, as the browser reports it: what the test checks below.
    watch.allow(/^console: Framing '.*' violates the following Content Security Policy directive: "frame-ancestors 'self'"/);
    await openTestPage(
      `<iframe title="home" src="${siteOrigin}/"></iframe><iframe title="embed" src="${siteOrigin}/embed/contact-form"></iframe>`,
    );
    await expect(page.frameLocator('iframe[title="embed"]').getByRole('button', { name: 'Send Message' })).toBeVisible();
    const home = page.frames().find((frame) => frame.name() === '' && frame !== page.mainFrame() && !frame.url().includes('/embed/'));
    // Chromium shows its own error page in a frame the site refused.
    await expect.poll(() => home?.evaluate(() => document.querySelector('#main') === null).catch(() => true)).toBe(true);
    expect(home?.url()).not.toBe(`${siteOrigin}/`);
  });

  test('an embed page is kept out of search results and the sitemap', async ({ page, request, siteOrigin }) => {
    await page.goto(`${siteOrigin}/embed/quote-calculator`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    expect(await (await request.get(`${siteOrigin}/sitemap.xml`)).text()).not.toContain('/embed/');
  });

  test('an unknown widget name gets a note with the way to the site', async ({ page, siteOrigin }) => {
    const response = await page.goto(`${siteOrigin}/embed/price-list?partner=acme`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This form is not here', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'get a free quote' })).toHaveAttribute('href', '/quote');
  });
});

test.describe("a snippet's fallback link, when the partner page's browser never runs the script", () => {
  test('sits in the content column and opens the embed page, whose lead is credited to the partner', async ({
    page,
    siteOrigin,
    demoOrigin,
    storedLeads,
    watch,
  }) => {
    watch.allow(/^console: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
    await page.route('**/widgets/quote-calculator.js', (route) => route.abort('blockedbyclient'));
    await page.goto(demoOrigin);
    const link = page.getByRole('link', { name: 'Get a free window cleaning quote' });
    await expect(link).toBeVisible();
    const column = await page.locator('#maintenance').boundingBox();
    const box = await link.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(column!.x);
    await link.click();
    await expect(page).toHaveURL(`${siteOrigin}/embed/quote-calculator?partner=lakeview-strata`);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await fillContactDetails(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Fallback Visitor');
    const posted = nextFormPost(page);
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    const fields = postedFields(await posted);
    expect(fields).toContainEqual(['partner', 'lakeview-strata']);
    expect(fields).toContainEqual(['page', `${demoOrigin}/`]);
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    const leads = storedLeads('quote-request').filter((lead) => lead.fields.name === 'Fallback Visitor');
    expect(leads[0]?.partner).toBe('lakeview-strata');
  });
});
