import { expect, test } from './fixtures';
import { requestFailureMessage } from '../../common/lead-forms/failure-messages';
import {
  calculateAndFill,
  calculatorPost,
  expectValuesKept,
  fillContactDetails,
  leadPost,
  nextAlert,
  postedFields,
  submitLead,
} from './lead-form-helpers';

const widget = 'okanagan-quote-calculator';

test.describe('the calculator widget on a partner page (a second origin)', () => {
  test('renders in an open shadow root and gives the estimate of product rules §5.1', async ({ page, demoOrigin, watch }) => {
    await page.goto(`${demoOrigin}/`);
    await expect(page.getByRole('heading', { name: 'Instant Quote Calculator' })).toBeVisible();
    expect(await page.locator(widget).evaluate((node) => node.shadowRoot?.mode)).toBe('open');
    // base.css and calculator.css, then the sheet that carries the accent attribute.
    expect(await page.locator(widget).evaluate((node) => node.shadowRoot?.adoptedStyleSheets.length)).toBe(3);
    expect(await page.locator(widget).evaluate((node) => node.shadowRoot?.querySelector('style'))).toBeNull();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('$371 - $474')).toBeVisible();
    expect(watch.problems()).toEqual([]);
  });

  test('posts the body of product rules §3.2 plus partner and page to the site origin and shows the thank-you modal', async ({
    page,
    siteOrigin,
    demoOrigin,
  }) => {
    await page.goto(`${demoOrigin}/`);
    await calculateAndFill(page);
    const request = await submitLead(page, page, 'Request My Quote');
    expect(request.url()).toBe(`${siteOrigin}/`);
    expect(postedFields(request)).toEqual(
      calculatorPost({}, [
        ['partner', 'lakeview-strata'],
        ['page', `${demoOrigin}/`],
      ]),
    );
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  });

  test('shows the alert and keeps the values when the request is aborted', async ({ page, siteOrigin, demoOrigin, watch }) => {
    watch.allow(/^console: Failed to load resource: net::ERR_FAILED/);
    await page.route(`${siteOrigin}/`, (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    await page.goto(`${demoOrigin}/`);
    await calculateAndFill(page);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    expect(await alert).toBe(requestFailureMessage);
    await expectValuesKept(page);
  });

  test('still shows the success modal when the endpoint answers HTTP 500', async ({ page, siteOrigin, demoOrigin, watch }) => {
    watch.allow(/^console: Failed to load resource: the server responded with a status of 500/);
    await page.route(`${siteOrigin}/`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Server error' }) : route.continue(),
    );
    await page.goto(`${demoOrigin}/`);
    await calculateAndFill(page);
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  });

  test('posts the membership body plus partner and page and welcomes the member', async ({ page, demoOrigin }) => {
    await page.goto(`${demoOrigin}/`);
    await page.getByRole('tab', { name: 'Membership' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Membership' });
    await panel.getByRole('radio', { name: 'Windows + Gutters Combo' }).check();
    await panel.getByRole('button', { name: 'Calculate' }).click();
    await expect(panel.getByText('$296/month', { exact: true })).toBeVisible();
    await fillContactDetails(page);
    expect(postedFields(await submitLead(page, panel, 'Start My Membership'))).toEqual(
      leadPost('membership-quote', [
        ['address', ''],
        ['springMonth', ''],
        ['fallMonth', ''],
        ['notes', ''],
        ['homeSize', 'medium'],
        ['plan', 'combo'],
        ['frequency', '2x'],
        ['railingTier', '0'],
        ['includeInterior', 'false'],
        ['monthlyPrice', '296'],
        ['annualPrice', '3552'],
        ['year1Total', '3256'],
        ['partner', 'lakeview-strata'],
        ['page', `${demoOrigin}/`],
      ]),
    );
    await expect(page.getByRole('dialog', { name: 'Welcome to the family!' })).toBeVisible();
  });

  test('shows its light-DOM link where scripts do not run', async ({ browser, demoOrigin, watch }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await watch.add(context);
    const page = await context.newPage();
    await page.goto(`${demoOrigin}/`);
    await expect(page.getByRole('link', { name: 'Get a free window cleaning quote' })).toBeVisible();
    await context.close();
  });
});
