import { expect, test } from './fixtures';
import { requestFailureMessage } from '../../common/lead-forms/failure-messages';
import { formatDollars } from '../../common/pricing/one-time-estimate';
import { membershipPrice } from '../../common/pricing/membership-price';
import { defaultMembershipSelection, type MembershipSelection } from '../../common/pricing/membership-rates';
import { expectPanelOutOfReach } from './calculator-tab-helpers';
import {
  calculateAndFill,
  calculatorPost,
  expectValuesKept,
  fillContactDetails,
  nextAlert,
  nextFormPost,
  postedFields,
  submitLead,
} from './lead-form-helpers';
import { openHydrated } from './site-test-helpers';

test.describe('the quote calculator on the home page', () => {
  test('is in the prerendered HTML, before any script runs', async ({ browser, watch }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await watch.add(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Instant Quote Calculator' })).toBeVisible();
    await expect(page.getByLabel('Home size')).toHaveValue('1500');
    await context.close();
  });

  test('hydrates without errors and gives the estimate of product rules §5.1 for the defaults', async ({ page, watch }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('$371 - $474')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Request this quote' })).toBeVisible();
    expect(watch.problems()).toEqual([]);
  });

  test('holds the estimate and request form from the start, hidden and out of reach until Calculate shows them', async ({ page }) => {
    await openHydrated(page, '/');
    const calculator = page.getByRole('region', { name: 'Instant Quote Calculator' });
    const panel = calculator.getByRole('tabpanel', { name: 'One-Time Service' });
    const form = panel.locator('form[name="quote-request"]');
    await expect(form).toHaveCount(1);
    await expect(form).toBeHidden();
    await expect(calculator.getByRole('form')).toHaveCount(0);
    const estimate = panel.locator('[part="result"]');
    await expect(estimate).toHaveText(/\$371 - \$474/);
    await expect(estimate).toBeHidden();
    // Under the buttons, only the panel's gap before the empty estimate: the hidden form adds no space.
    const [panelBox, actionsBox] = [await panel.boundingBox(), await panel.locator('.oq-actions').boundingBox()];
    expect(panelBox!.y + panelBox!.height - (actionsBox!.y + actionsBox!.height)).toBe(20);
    // From Calculate, the keyboard goes on to the other button, then leaves the calculator.
    await calculator.getByRole('button', { name: 'Calculate' }).focus();
    await page.keyboard.press('Tab');
    await expect(calculator.getByRole('button', { name: 'See Membership Options' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await calculator.evaluate((section) => section.contains(document.activeElement))).toBe(false);

    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByRole('form', { name: 'Request this quote' })).toBeVisible();
    await expect(estimate).toBeVisible();
    const [resultBox, formBox] = [await panel.locator('.oq-result').boundingBox(), await form.boundingBox()];
    expect(formBox!.y - (resultBox!.y + resultBox!.height)).toBe(20);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /Full name/ })).toBeFocused();
  });

  test('explains an out-of-range exact size once typing pauses, not at each key', async ({ page }) => {
    await openHydrated(page, '/');
    const size = page.getByRole('spinbutton', { name: 'Or exact size (sq ft)' });
    const calculate = page.getByRole('button', { name: 'Calculate' });
    await size.pressSequentially('1850');
    await expect(calculate).toBeEnabled();
    await size.fill('');
    await size.pressSequentially('50');
    await expect(calculate).toBeDisabled();
    await expect(size).toHaveAttribute('aria-invalid', 'false');
    const error = page.getByRole('alert').filter({ hasText: 'Enter a size from 100 to 10,000 sq ft.' });
    await expect(error).toBeVisible();
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await expect(size).toHaveAccessibleDescription('Enter a size from 100 to 10,000 sq ft.');
    await size.press('0');
    await expect(error).toBeHidden();
    await expect(calculate).toBeEnabled();
  });

  test('posts exactly the fields of product rules §3.2 to / and shows the thank-you modal', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('radio', { name: 'Home Care' }).check();
    await page.getByLabel('Or exact size (sq ft)').fill('2000');
    await calculateAndFill(page);
    await page.getByRole('textbox', { name: 'Address (optional)' }).fill('12 Lakeshore Rd');
    const request = await submitLead(page, page, 'Request My Quote');

    expect(new URL(request.url()).pathname).toBe('/');
    expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(postedFields(request)).toEqual(
      calculatorPost({
        address: '12 Lakeshore Rd',
        'home-size': '2000',
        'selected-package': 'Home Care',
        'estimated-price': '$635 - $812',
      }),
    );
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  });

  test('shows the alert and keeps every value when the request is aborted', async ({ page, watch }) => {
    watch.allow(/^console: Failed to load resource: net::ERR_FAILED/);
    await page.route('/', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    await openHydrated(page, '/');
    await calculateAndFill(page);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    expect(await alert).toBe(requestFailureMessage);
    await expectValuesKept(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('still shows the success modal when the endpoint answers HTTP 500', async ({ page, watch }) => {
    watch.allow(/^console: Failed to load resource: the server responded with a status of 500/);
    await page.route('/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Server error' }) : route.continue(),
    );
    await openHydrated(page, '/');
    await calculateAndFill(page);
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  });

  test('keeps focus inside the modal, closes it with Escape, and resets 3 s later', async ({ page }) => {
    await openHydrated(page, '/');
    await calculateAndFill(page);
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('$371 - $474')).toBeHidden({ timeout: 5_000 });
    await expect(page.getByLabel('Home size')).toHaveValue('1500');
  });

  test('a hidden tab panel is out of sight, of the accessibility tree and of the tab order', async ({ page }) => {
    await openHydrated(page, '/');
    const calculator = page.getByRole('region', { name: 'Instant Quote Calculator' });
    await expectPanelOutOfReach(page, calculator, 'Membership');
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    await expectPanelOutOfReach(page, calculator, 'One-Time Service');
  });

  test('the choices the combo plan does not offer are out of sight, of the accessibility tree and of the tab order', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('tab', { name: 'Membership' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Membership' });
    const visits = panel.getByRole('radio', { name: 'Twice a year' });
    const interior = panel.getByRole('checkbox', { name: 'Add interior window cleaning' });
    await expect(visits).toBeVisible();
    await expect(interior).toBeVisible();

    await panel.getByRole('radio', { name: 'Windows + Gutters Combo' }).click();
    // Out of the accessibility tree: no role finds them; out of sight: every one of their inputs is hidden.
    for (const choice of [visits, interior]) await expect(choice).toHaveCount(0);
    const inputs = panel.locator('input[name="frequency"], input[name="includeInterior"]');
    await expect(inputs).toHaveCount(4);
    for (const input of await inputs.all()) await expect(input).toBeHidden();
    // From the combo card, Tab goes on to the railing glass: nothing in between.
    await panel.getByRole('radio', { name: 'Windows + Gutters Combo' }).focus();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('radio', { name: 'No railing glass' })).toBeFocused();

    // Back on a plan that offers them, they are there again, and reached.
    await panel.getByRole('radio', { name: 'Exterior Windows' }).click();
    await expect(visits).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(visits).toBeFocused();
  });

  test('membership: prices the defaults and posts the membership body', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'See Membership Options' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Membership' });
    await panel.getByRole('button', { name: 'Calculate' }).click();
    await expect(panel.getByText('$93/month', { exact: true })).toBeVisible();
    await expect(panel.getByText('First month free! Cancel anytime with 30 days notice.')).toBeVisible();
    await fillContactDetails(page);
    const posted = nextFormPost(page);
    await panel.getByRole('button', { name: 'Start My Membership' }).click();
    const fields = new Map(postedFields(await posted));
    expect(fields.get('form-name')).toBe('membership-quote');
    expect([fields.get('monthlyPrice'), fields.get('annualPrice'), fields.get('year1Total')]).toEqual(['93', '1110', '1017']);
    await expect(page.getByRole('dialog', { name: 'Welcome to the family!' })).toBeVisible();
  });

  test('membership: the shown price follows each pick, the interior add-on on and off included', async ({ page, watch }) => {
    await openHydrated(page, '/');
    await page.getByRole('tab', { name: 'Membership' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Membership' });
    await panel.getByRole('button', { name: 'Calculate' }).click();
    const monthly = (selection: Partial<MembershipSelection>) =>
      `${formatDollars(membershipPrice({ ...defaultMembershipSelection, ...selection })!.monthly)}/month`;
    const price = panel.locator('[part="result"] p').nth(1);

    await panel.getByRole('radio', { name: 'Large', exact: true }).click();
    await panel.getByRole('radio', { name: 'Quarterly', exact: true }).click();
    await expect(price).toHaveText(monthly({ homeSize: 'large', frequency: '4x' }));
    await panel.getByRole('checkbox', { name: 'Add interior window cleaning' }).check();
    await panel.getByRole('radio', { name: '11-20 panels' }).check();
    const withInterior = { homeSize: 'large', frequency: '4x', includeInterior: true, railingTier: 2 } as const;
    await expect(price).toHaveText(monthly(withInterior));
    await panel.getByRole('checkbox', { name: 'Add interior window cleaning' }).uncheck();
    await expect(price).toHaveText(monthly({ ...withInterior, includeInterior: false }));
    expect(watch.problems()).toEqual([]);
  });
});
