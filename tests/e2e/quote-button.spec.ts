// The quote button (product rules §8.1): on a partner page of another origin, a button that opens the calculator's
// embed page in a modal dialog, whose lead is credited as an iframe's (§8.3, §8.5), usable by keyboard and on a phone,
// under a strict Content-Security-Policy and hostile CSS, with its fallback link where the script never runs.
import { type Page } from '@playwright/test';
import { expect, test, type TestFixtures } from './fixtures';
import { quoteButton } from '../../common/contract/embed-pages';
import { bodyTextTransform, widgetStyles } from '../hostile-css-styles';
import { fillContactDetails, nextFormPost } from './lead-form-helpers';
import { holdReact } from './site-test-helpers';
import { differingPixels } from './widget-helpers';

/** The strata partner's button, in its sidebar (embed-demo/index.html). */
const townhouse = 'Price my townhouse';
const calculatorFrame = `iframe[title="Instant quote calculator"]`;

/** Opens the dialog of the button named `name`, by a click or with Enter, and waits for the calculator inside; resolves with both. */
async function openCalculator(page: Page, name: string, { withEnter = false } = {}) {
  const button = page.getByRole('button', { name });
  await (withEnter ? button.press('Enter') : button.click());
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const frame = dialog.frameLocator(calculatorFrame);
  await expect(frame.getByRole('heading', { name: 'Instant Quote Calculator' })).toBeVisible();
  // Gone once the embed page has loaded; it runs once it has told its height.
  await expect(dialog.getByText('Loading the calculator…')).toBeHidden();
  await expect(dialog.locator(calculatorFrame)).not.toHaveAttribute('height', '10000');
  return { dialog, frame };
}

/** Prices the default home in the dialog's calculator and sends its request form as the test visitor. */
async function requestAQuote(page: Page, siteOrigin: string, frame: ReturnType<Page['frameLocator']>) {
  await frame.getByRole('button', { name: 'Calculate' }).click();
  await expect(frame.getByText('$371 - $474')).toBeVisible();
  await fillContactDetails(frame.locator('body'));
  const posted = nextFormPost(page);
  await frame.getByRole('button', { name: 'Request My Quote' }).click();
  expect((await posted).url()).toBe(`${siteOrigin}/`);
  await expect(frame.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
}

/** The one stored calculator lead from the partner's page with this utm_campaign. */
function storedLead(storedLeads: TestFixtures['storedLeads'], campaign: string) {
  const leads = storedLeads('quote-request').filter((lead) => lead.attribution.utm_campaign === campaign);
  expect(leads).toHaveLength(1);
  return leads[0];
}

/** Page function: the height of the content of the embed page, as it reports it to its parent. */
const contentHeight = () => Math.ceil(document.querySelector('.embed-page')!.getBoundingClientRect().bottom + scrollY);

test.describe('the quote button on a partner page (a second origin)', () => {
  test('opens the calculator in a dialog, which prices and sends a lead stored with the partner and the utm tags', async ({
    page,
    siteOrigin,
    demoOrigin,
    storedLeads,
    watch,
  }) => {
    const campaign = `button-${Date.now().toString(36)}`;
    await page.goto(`${demoOrigin}/?utm_source=newsletter&utm_campaign=${campaign}`);
    const { frame } = await openCalculator(page, townhouse);
    // The attributes the embed page reads, with the host page's address and utm tags.
    const src = new URL((await page.locator(calculatorFrame).getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe(`${siteOrigin}/embed/quote-calculator`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      page: `${demoOrigin}/`,
      utm_source: 'newsletter',
      utm_campaign: campaign,
      partner: 'lakeview-strata',
      accent: '#2f4a3a',
    });
    await requestAQuote(page, siteOrigin, frame);
    const lead = storedLead(storedLeads, campaign);
    expect(lead).toMatchObject({ formName: 'quote-request', partner: 'lakeview-strata', fields: { 'estimated-price': '$371 - $474' } });
    expect(lead.attribution).toEqual({ page: `${demoOrigin}/`, utm_source: 'newsletter', utm_campaign: campaign });
    expect(watch.problems()).toEqual([]);
  });

  // Passes once the embed page takes `page` from its query: until then it reads its referrer, the partner's origin alone.
  test("credits the lead to the partner's page by its path, not only its origin", async ({ page, demoOrigin, siteOrigin, storedLeads }) => {
    const campaign = `button-page-${Date.now().toString(36)}`;
    await page.goto(`${demoOrigin}/index.html?utm_campaign=${campaign}`);
    const { frame } = await openCalculator(page, townhouse);
    await requestAQuote(page, siteOrigin, frame);
    expect(storedLead(storedLeads, campaign).attribution.page).toBe(`${demoOrigin}/index.html`);
  });

  test('moves focus into the dialog, closes on Escape and on Close, and gives focus back to the button', async ({ page, demoOrigin }) => {
    await page.goto(demoOrigin);
    const button = page.getByRole('button', { name: townhouse });
    const { dialog } = await openCalculator(page, townhouse);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.press('Enter');
    await expect(dialog).toBeVisible();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // An Escape pressed in the calculator, which the embed page passes on: the page itself never sees that key.
    await button.click();
    await expect(dialog).toBeVisible();
    const calculator = page.frameLocator(`${quoteButton.tag} iframe`);
    await calculator.getByRole('button', { name: 'Calculate' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('has no serious or critical accessibility violation, closed or open', async ({ page, demoOrigin, seriousViolations }) => {
    await page.goto(demoOrigin);
    await expect(page.getByRole('button', { name: townhouse })).toBeVisible();
    expect(await seriousViolations({ include: quoteButton.tag })).toEqual([]);
    await openCalculator(page, townhouse);
    expect(await seriousViolations({ include: quoteButton.tag })).toEqual([]);
  });

  test('keeps the page behind from scrolling while open, and gives it back its scrolling once closed', async ({ page, demoOrigin }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(demoOrigin);
    await page.evaluate(() => scrollTo(0, 200));
    const { dialog } = await openCalculator(page, townhouse);
    // Over the backdrop, beside the dialog.
    await page.mouse.move(100, 600);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => scrollY)).toBe(200);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(200);
  });

  test('fits the embed page it holds, as tall as the viewport allows, at 1280 x 900', async ({ page, siteOrigin, demoOrigin }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(demoOrigin);
    const { dialog, frame } = await openCalculator(page, townhouse);
    const calculator = page.frames().find((candidate) => candidate.url().startsWith(`${siteOrigin}/embed/`))!;
    const iframe = page.locator(calculatorFrame);
    const fits = async () => Math.abs(Number(await iframe.getAttribute('height')) - (await calculator.evaluate(contentHeight)));
    await expect.poll(fits).toBeLessThanOrEqual(1);
    const before = Number(await iframe.getAttribute('height'));
    await frame.getByRole('button', { name: 'Calculate' }).click();
    await expect(frame.getByText('$371 - $474')).toBeVisible();
    await expect.poll(fits).toBeLessThanOrEqual(1);
    expect(Number(await iframe.getAttribute('height'))).toBeGreaterThan(before + 100);
    // The dialog stays within the viewport, its margins kept; the page scrolls inside it.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(760);
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThan(900);
  });

  test('says the calculator is loading, its frame hidden, until the embed page has loaded', async ({ page, siteOrigin, demoOrigin }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${siteOrigin}/embed/quote-calculator?*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(demoOrigin);
    await page.getByRole('button', { name: townhouse }).click();
    const loading = page.getByRole('dialog', { name: townhouse }).getByText('Loading the calculator…');
    await expect(loading).toBeVisible();
    await expect(page.locator(calculatorFrame)).toBeHidden();
    release();
    await expect(loading).toBeHidden();
    await expect(page.locator(calculatorFrame)).toBeVisible();
  });

  test('shows the calculator where it stays: neither its page starting to run nor its estimate moves it', async ({ page, demoOrigin }) => {
    // Taller than the calculator, so that the dialog is as tall as what it holds, not as the viewport.
    await page.setViewportSize({ width: 1280, height: 1400 });
    const release = await holdReact(page);
    await page.goto(demoOrigin);
    await page.getByRole('button', { name: townhouse }).click();
    const dialog = page.getByRole('dialog', { name: townhouse });
    const calculate = dialog.frameLocator(calculatorFrame).getByRole('button', { name: 'Calculate' });
    // Shown before its scripts run, and usable: a press now is kept and answered once they do.
    await expect(calculate).toBeVisible();
    const shown = await calculate.boundingBox();
    release();
    await expect(page.locator(calculatorFrame)).not.toHaveAttribute('height', '10000');
    expect(await calculate.boundingBox()).toEqual(shown);
    await calculate.click();
    await expect(dialog.frameLocator(calculatorFrame).getByRole('button', { name: 'Request My Quote' })).toBeVisible();
    expect(await calculate.boundingBox()).toEqual(shown);
  });

  test('fills the screen of a phone', async ({ page, demoOrigin }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(demoOrigin);
    const { dialog } = await openCalculator(page, townhouse);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 667 });
  });

  test('opens the calculator again, not a copy, and a new one once its attributes change', async ({ page, demoOrigin }) => {
    await page.goto(demoOrigin);
    const { dialog, frame } = await openCalculator(page, townhouse);
    await frame.getByLabel('Or exact size (sq ft)').fill('1850');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: townhouse }).click();
    await expect(frame.getByLabel('Or exact size (sq ft)')).toHaveValue('1850');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.locator(quoteButton.tag).evaluate((element) => element.setAttribute('partner', 'lakeview-strata-west'));
    await page.getByRole('button', { name: townhouse }).click();
    await expect(page.locator(calculatorFrame)).toHaveCount(1);
    await expect(page.locator(calculatorFrame)).toHaveAttribute('src', /[?&]partner=lakeview-strata-west(&|$)/);
    await expect(frame.getByLabel('Or exact size (sq ft)')).toHaveValue('');
  });
});

test.describe('the quote button script', () => {
  test('loaded twice, registers the element once; two buttons each open their own calculator, named by their content', async ({
    page,
    siteOrigin,
    openTestPage,
    watch,
  }) => {
    const script = `<script src="${siteOrigin}${quoteButton.path}" defer></script>`;
    await openTestPage(
      `${script}${script}
       <${quoteButton.tag} partner="first"></${quoteButton.tag}>
       <${quoteButton.tag} partner="second" tab="membership"><a href="${siteOrigin}/embed/quote-calculator?partner=second">Book a window wash</a></${quoteButton.tag}>`,
    );
    await expect(page.getByRole('button', { name: 'Get a free quote' })).toBeVisible();
    await expect(page.getByRole('link')).toHaveCount(0);
    const { dialog } = await openCalculator(page, 'Book a window wash');
    await expect(page.locator(calculatorFrame)).toHaveAttribute('src', /[?&]partner=second&tab=membership$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await openCalculator(page, 'Get a free quote');
    await expect(page.locator(calculatorFrame).nth(0)).toHaveAttribute('src', /[?&]partner=first$/);
    for (const element of await page.locator(quoteButton.tag).all())
      expect(await element.evaluate((host) => host.shadowRoot?.childElementCount)).toBe(3);
    expect(watch.problems()).toEqual([]);
  });

  test('where it never runs, leaves the fallback link, which opens the embed page with the partner', async ({
    page,
    siteOrigin,
    demoOrigin,
    watch,
  }) => {
    await page.route(`**${quoteButton.path}`, (route) => route.abort('blockedbyclient'));
    watch.allow(/^console: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
    await page.goto(demoOrigin);
    const link = page.getByRole('link', { name: townhouse });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`${siteOrigin}/embed/quote-calculator?partner=lakeview-strata&accent=%232f4a3a`);
    await expect(page.getByRole('heading', { name: 'Instant Quote Calculator' })).toBeVisible();
  });
});

test.describe('the quote button on the demo pages a partner may resemble', () => {
  test('opens and prices under the strict Content-Security-Policy page, which allows frames of the site, without a violation', async ({
    page,
    siteOrigin,
    demoOrigin,
    watch,
  }) => {
    const response = await page.goto(`${demoOrigin}/strict-csp.html`);
    expect(response?.headers()['content-security-policy']).toContain(`frame-src ${siteOrigin};`);
    const { frame } = await openCalculator(page, 'Get a free quote');
    await frame.getByRole('button', { name: 'Calculate' }).click();
    await expect(frame.getByText('$371 - $474')).toBeVisible();
    expect(watch.violations()).toEqual([]);
    await expect(page.getByRole('status')).toHaveText('No CSP violations reported');
  });

  test('keeps its styles under the hostile-CSS page, closed and open', async ({ page, demoOrigin }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const button = page.getByRole('button', { name: 'Get a free quote' });
    /** The hostile page, or the same page with its hostile stylesheet emptied: the button's styles, closed and open, and its picture. */
    async function look(hostile: boolean) {
      if (!hostile) await page.route(`${demoOrigin}/hostile.css`, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
      await page.goto(`${demoOrigin}/hostile-css.html`);
      expect(await page.evaluate(bodyTextTransform)).toBe(hostile ? 'uppercase' : 'none');
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await page.mouse.move(0, 0);
      const closed = await page.evaluate(widgetStyles, [quoteButton.tag]);
      // Lifted to the top left on white, so that the page's own layout cannot move it by a fraction of a pixel.
      const host = page.locator(quoteButton.tag);
      await host.evaluate((element: HTMLElement) => {
        element.setAttribute('style', 'position: absolute; top: 0; left: 0; z-index: 1; background: #fff');
        scrollTo(0, 0);
      });
      // Whole pixels of it only: what lies under its last fraction of a pixel is the page's.
      const { x, y, width, height } = (await button.boundingBox())!;
      const picture = await page.screenshot({
        clip: { x, y, width: Math.floor(width), height: Math.floor(height) },
        animations: 'disabled',
      });
      await host.evaluate((element: HTMLElement) => element.removeAttribute('style'));
      const { dialog } = await openCalculator(page, 'Get a free quote');
      return { closed, open: await page.evaluate(widgetStyles, [quoteButton.tag]), picture, box: await dialog.boundingBox() };
    }
    const hostile = await look(true);
    const plain = await look(false);
    expect(hostile.closed).toEqual(plain.closed);
    expect(hostile.open).toEqual(plain.open);
    expect(hostile.box).toEqual(plain.box);
    expect(await differingPixels(hostile.picture, plain.picture)).toBeLessThan(0.001);
  });

  test("opens its dialog above the hostile page's banner at the highest z-index", async ({ page, demoOrigin }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${demoOrigin}/hostile-css.html`);
    // The banner lies over the button: a click would land on it.
    const { dialog } = await openCalculator(page, 'Get a free quote', { withEnter: true });
    const banner = (await page.getByRole('region', { name: 'Cookie notice' }).boundingBox())!;
    const dialogBox = (await dialog.boundingBox())!;
    // Where the banner is drawn, the dialog is on top: the top layer.
    expect(dialogBox.y + dialogBox.height).toBeGreaterThan(banner.y + 50);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName, { x: 640, y: banner.y + 40 });
    expect(hit).toBe(quoteButton.tag);
  });
});

test.describe('the snippet builder, for the quote button', () => {
  test('writes the button with its fallback link, previews it, and asks the policy for frames of the site', async ({
    page,
    siteOrigin,
    demoOrigin,
  }) => {
    await page.goto(`${demoOrigin}/snippet-builder.html`);
    await page.getByLabel('Widget', { exact: true }).selectOption('quote-button');
    await page.getByLabel('The calculator opens on').selectOption('membership');
    await expect(page.getByLabel('Snippet to paste')).toHaveText(
      [
        `<script src="${siteOrigin}${quoteButton.path}" defer></script>`,
        '<div>',
        `  <${quoteButton.tag} partner="acme-strata" accent="#2f4a3a" tab="membership">`,
        `    <a href="${siteOrigin}/embed/quote-calculator?partner=acme-strata&amp;accent=%232f4a3a&amp;tab=membership">Get a free quote</a>`,
        `  </${quoteButton.tag}>`,
        '</div>',
      ].join('\n'),
    );
    // The button posts nothing itself: no endpoint or data layer to set.
    await expect(page.getByLabel('Form endpoint')).toBeHidden();
    await expect(page.getByRole('group', { name: 'Analytics' })).toBeHidden();
    await expect(page.getByLabel('Directives your policy needs')).toHaveText(`script-src ${siteOrigin}\nframe-src ${siteOrigin}`);
    await expect(page.getByRole('definition').last()).toHaveText(
      `Lets the button open the calculator's page, ${siteOrigin}/embed/quote-calculator, in its dialog on your page.`,
    );

    const check = page.getByRole('form', { name: 'Check your policy' });
    await check.getByRole('textbox', { name: 'Your current policy' }).fill(`default-src 'self'; script-src ${siteOrigin}`);
    await check.getByRole('button', { name: 'Check my policy' }).click();
    await expect(check.getByRole('status').getByRole('listitem')).toHaveText([
      `Your policy has no frame-src, so default-src decides, and it does not allow the calculator's page in the button's dialog, ` +
        `${siteOrigin}/embed/quote-calculator. 'self' is your page's own origin, not ${siteOrigin}.Add:frame-src 'self' ${siteOrigin}`,
    ]);

    const { dialog } = await openCalculator(page, 'Get a free quote');
    await expect(dialog.frameLocator(calculatorFrame).getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
  });
});
