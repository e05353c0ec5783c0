import { expect, test } from './fixtures';
import { business, phone, serviceAreas } from '../../common/content/business';
import { messageFailureMessage } from '../../common/lead-forms/failure-messages';
import { contactPost, expectValuesKept, fillContactDetails, nextAlert, postedFields, submitLead } from './lead-form-helpers';
import { openHydrated } from './site-test-helpers';

// The contact form's subjects: value and label of every option, in order (product rules §3.8).
const subjects = [
  ['', 'Select a subject'],
  ['quote', 'Request a Quote'],
  ['window-cleaning', 'Window Cleaning'],
  ['gutter-cleaning', 'Gutter Cleaning'],
  ['moss-treatment', 'Moss Treatment'],
  ['concrete-sealing', 'Concrete Sealing'],
  ['pressure-washing', 'Pressure Washing'],
  ['solar-cleaning', 'Solar Panel Cleaning'],
  ['holiday-lights', 'Holiday Light Installation'],
  ['snow-removal', 'Snow Removal'],
  ['emergency', 'Emergency Service'],
  ['other', 'Other'],
];

test.describe('the contact page', () => {
  test('shows the rating, the four info cards, the areas, the FAQ and the emergency box', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(page.getByText(`${business.rating} rating from our customers`)).toBeVisible();
    for (const card of ['Phone', 'Email', 'Service Area', 'Business Hours'])
      await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', phone.href);
    await expect(page.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${business.email}`);
    const areas = page.getByRole('region', { name: 'Service areas' });
    for (const area of serviceAreas) await expect(areas.getByText(area, { exact: true })).toBeVisible();
    await expect(areas.getByText("Don't see your area? Contact us - we may still be able to help!")).toBeVisible();

    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('group')).toHaveCount(4);
    await faq.getByText('Are you insured?').click();
    await expect(faq.getByText(/\$2M in liability insurance and are fully bonded/)).toBeVisible();

    const emergency = page.getByRole('region', { name: 'Need emergency service?' });
    await expect(emergency.getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute('href', phone.href);
    await expect(page.getByRole('region', { name: 'Ready to book?' }).getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
      'href',
      '/quote',
    );
  });

  test('offers exactly the subjects of product rules §3.8, optional', async ({ page }) => {
    await page.goto('/contact');
    const options = await page
      .getByLabel('Subject (optional)')
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]));
    expect(options).toEqual(subjects);
  });

  test('posts the body of product rules §3.2, thanks the visitor and clears the form 3 s later (§3.7)', async ({ page }) => {
    await openHydrated(page, '/contact');
    await fillContactDetails(page);
    await page.getByLabel('Subject (optional)').selectOption('emergency');
    await page.getByRole('textbox', { name: 'Message' }).fill('A branch came down on the gutter last night.');
    expect(postedFields(await submitLead(page, page, 'Send Message'))).toEqual(
      contactPost('emergency', 'A branch came down on the gutter last night.'),
    );
    const modal = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(modal.getByText("We've received your message and will get back to you as soon as possible.")).toBeVisible();
    await modal.getByRole('button', { name: 'Close dialog' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('', { timeout: 5000 });
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(page.getByLabel('Subject (optional)')).toHaveValue('');
  });

  test('alerts and keeps everything typed when the request fails', async ({ page, watch }) => {
    watch.allow(/^console: Failed to load resource: net::ERR_FAILED/);
    await page.route('/', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    await openHydrated(page, '/contact');
    await fillContactDetails(page);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await alert).toBe(messageFailureMessage);
    await expectValuesKept(page);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});
