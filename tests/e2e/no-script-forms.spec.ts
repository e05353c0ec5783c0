import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillContactDetails, nextFormPost, postedFields, visitor } from './lead-form-helpers';
import { openHydrated } from './site-test-helpers';

/** A name no other test posts, to find this test's lead among the stored ones. */
const uniqueName = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Ticks the box of `service` on the quote page without scripts, by clicking its card's title, as a person would. */
async function tick(page: Page, service: string) {
  await page.getByRole('form', { name: 'Quote request' }).getByText(service, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: service })).toBeChecked();
}

/** Fills the quote page's contact details under `name` and chooses Window Cleaning and Gutter Cleaning, as `page` offers them. */
async function fillQuote(page: Page, name: string, chooseService: (name: string) => Promise<void>) {
  await fillContactDetails(page);
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await chooseService('Window Cleaning');
  await chooseService('Gutter Cleaning');
}

test.describe('the lead forms without scripting', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts itself and the endpoint thanks the visitor', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    await page.getByRole('textbox', { name: 'Full name' }).fill(visitor.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
    await page.getByRole('textbox', { name: 'Phone' }).fill(visitor.phone);
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you clean skylights?');
    await send.click();
    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the quote form posts the ticked services, which the endpoint stores as it stores the scripted post', async ({
    page,
    browser,
    storedLeads,
    watch,
  }) => {
    await page.goto('/quote');
    const name = uniqueName('No Script');
    await fillQuote(page, name, (service) => tick(page, service));
    const posted = nextFormPost(page);
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    // The browser's own post: the hidden fields first, then the page's, an empty services value and one a ticked box.
    expect(postedFields(await posted)).toEqual([
      ['form-name', 'quote-request'],
      ['bot-field', ''],
      ['name', name],
      ['email', visitor.email],
      ['phone', visitor.phone],
      ['address', ''],
      ['services', ''],
      ['services', 'Window Cleaning'],
      ['services', 'Gutter Cleaning'],
      ['notes', ''],
    ]);
    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();

    // The same choices, posted by the scripted form.
    const scripted = await browser.newPage({ javaScriptEnabled: true });
    await watch.add(scripted.context());
    await openHydrated(scripted, '/quote');
    const scriptedName = uniqueName('Scripted');
    await fillQuote(scripted, scriptedName, (service) => scripted.getByRole('button', { name: service }).click());
    await scripted.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(scripted.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await scripted.close();

    // Both stored, and sent on (not held), with the same fields in the same order, the services joined (product rules §3.2).
    const leads = storedLeads('quote-request');
    const unscriptedLead = leads.find((lead) => lead.fields.name === name);
    const scriptedLead = leads.find((lead) => lead.fields.name === scriptedName);
    expect(unscriptedLead?.fields.services).toBe('Window Cleaning, Gutter Cleaning');
    expect(Object.entries({ ...unscriptedLead?.fields, name: '' })).toEqual(Object.entries({ ...scriptedLead?.fields, name: '' }));
    expect(unscriptedLead).toMatchObject({ held: false, reasons: [], extras: null, spam: false });
  });

  test('the page that thanks for a post is in the site’s look: its stylesheet, its logo and name, and ways back', async ({
    page,
    watch,
  }) => {
    // As narrow as phones go: the page must fit it.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/quote');
    await fillQuote(page, uniqueName('No Script'), (service) => tick(page, service));
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Request received', level: 1 })).toBeVisible();
    await expect(page.getByText("Thank you! We'll be in touch within 24 hours.")).toBeVisible();
    // The page's text is in the DOM before its linked stylesheets arrive; they have been applied by the load event.
    await page.waitForLoadState('load');

    const home = page.getByRole('banner').getByRole('link', { name: 'Okanagan Exterior Cleaning' });
    await expect(home).toHaveAttribute('href', '/');
    const back = page.getByRole('link', { name: 'Back to the home page' });
    await expect(back).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    // Drawn by the site's stylesheet: the header's bar, the brand's colour on the button, the site's type.
    const looks = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const button = style('main a[href="/"]');
      return {
        header: style('header').backgroundColor,
        button: button.backgroundColor,
        radius: button.borderRadius,
        font: style('body').fontFamily,
      };
    });
    expect(looks).toEqual({
      header: 'rgba(255, 255, 255, 0.97)',
      button: 'rgb(11, 110, 138)',
      radius: '999px',
      font: expect.stringMatching(/^system-ui/),
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    expect(watch.problems()).toEqual([]);
  });

  test('the submit button looks and works as a button, with no hint, though the prerendered HTML marks it blocked', async ({ page }) => {
    await page.goto('/quote');
    const submit = page.getByRole('button', { name: 'Request My Free Quote' });
    // Marked for scripts, which disable it until the required fields are filled (SubmitRow).
    await expect(submit).toHaveAttribute('data-blocked', 'true');
    await expect(submit).toBeEnabled();
    await expect(page.getByText('Fill in your name, email and phone to continue.')).toBeHidden();
    const accent = await page.locator('.oq-submit').evaluate((row) => getComputedStyle(row).getPropertyValue('--oq-accent').trim());
    const background = await submit.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(accent).toBe('#0b6e8a');
    expect(background).toBe('rgb(11, 110, 138)');
  });

  test('the quote form will not post until the required fields are filled', async ({ page }) => {
    await page.goto('/quote');
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    // The browser's own check of the required fields keeps the visitor on the page.
    await expect(page.getByRole('heading', { name: 'Get Your Free Quote' })).toBeVisible();
    expect(await page.getByRole('textbox', { name: 'Full name' }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
  });
});
