import { expect, test } from './fixtures';
import { business, mailtoHref, phone, serviceAreas } from '../../common/content/business';
import { requestFailureMessage } from '../../common/lead-forms/failure-messages';
import { expectValuesKept, fillContactDetails, nextAlert, postedFields, quoteFormPost, submitLead } from './lead-form-helpers';
import { openHydrated } from './site-test-helpers';

test.describe('the quote page', () => {
  test('has the three sections, the note, ways to talk directly and the service areas', async ({ page }) => {
    await page.goto('/quote');
    for (const name of ['Contact Information', 'Services Needed', 'Additional Details']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Request My Free Quote' })).toBeVisible();
    await expect(
      page.getByText("We'll contact you within 24 hours to discuss your needs and arrange your personalized quote."),
    ).toBeVisible();
    const direct = page.getByRole('region', { name: 'Prefer to Talk Directly?' });
    await expect(direct.getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute('href', phone.href);
    await expect(direct.getByRole('link', { name: `Email ${business.email}` })).toHaveAttribute(
      'href',
      mailtoHref(business.email, 'Quote Request'),
    );
    await expect(direct.getByRole('link', { name: 'More ways to contact us' })).toHaveAttribute('href', '/contact');
    const areas = page.getByRole('region', { name: 'Areas we serve' });
    for (const area of serviceAreas) await expect(areas.getByText(area, { exact: true })).toBeVisible();
  });

  test('posts the body of product rules §3.2, shows the thank-you modal and clears the form 3 s later (§3.7)', async ({ page }) => {
    await openHydrated(page, '/quote');
    await fillContactDetails(page);
    await page.getByRole('textbox', { name: 'Address (optional)' }).fill('12 Lakeshore Rd');
    const window = page.getByRole('button', { name: 'Window Cleaning' });
    await window.click();
    await page.getByRole('button', { name: 'Holiday Light Installation' }).click();
    await page.getByRole('button', { name: 'Gutter Cleaning' }).click();
    await page.getByRole('button', { name: 'Gutter Cleaning' }).click();
    await expect(window).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Gutter Cleaning' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('textbox', { name: 'Notes (optional)' }).fill('Two storeys, side gate code 1234');

    const request = await submitLead(page, page, 'Request My Free Quote');
    expect(new URL(request.url()).pathname).toBe('/');
    expect(postedFields(request)).toEqual(
      quoteFormPost('Window Cleaning, Holiday Light Installation', {
        address: '12 Lakeshore Rd',
        notes: 'Two storeys, side gate code 1234',
      }),
    );

    const modal = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText("We'll be in touch shortly to discuss your quote.")).toBeVisible();
    await expect(modal.getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute('href', phone.href);
    await expect(modal.getByRole('link', { name: `Email ${business.email}` })).toHaveAttribute('href', /^mailto:/);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(modal).toBeHidden();

    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('', { timeout: 5000 });
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Notes (optional)' })).toHaveValue('');
    await expect(window).toHaveAttribute('aria-pressed', 'false');
  });

  test('alerts and keeps everything typed when the request fails', async ({ page, watch }) => {
    watch.allow(/^console: Failed to load resource: net::ERR_FAILED/);
    await page.route('/', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    await openHydrated(page, '/quote');
    await fillContactDetails(page);
    await page.getByRole('button', { name: 'Moss Treatment' }).click();
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    expect(await alert).toBe(requestFailureMessage);
    await expectValuesKept(page);
    await expect(page.getByRole('button', { name: 'Moss Treatment' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
