import { expect, test } from './fixtures';
import { messageFailureMessage, requestFailureMessage } from '../../common/lead-forms/failure-messages';
import { contactPost, expectValuesKept, fillContactDetails, nextAlert, postedFields, quoteFormPost, submitLead } from './lead-form-helpers';
import { tags } from './widget-helpers';

test.describe('the quote form widget on the all-widgets demo page (a second origin)', () => {
  test('renders in an open shadow root, under the heading level it was given', async ({ page, demoOrigin, watch }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.quoteForm);
    await expect(form.getByRole('heading', { name: 'Services Needed', level: 3 })).toBeVisible();
    expect(await form.evaluate((node) => node.shadowRoot?.mode)).toBe('open');
    expect(await form.evaluate((node) => node.shadowRoot?.querySelector('style'))).toBeNull();
    // base.css and lead-forms.css, then the sheet that carries the accent attribute.
    expect(await form.evaluate((node) => node.shadowRoot?.adoptedStyleSheets.length)).toBe(3);
    await expect(form.getByRole('button', { name: 'Request My Free Quote' })).toHaveCSS('border-radius', '12px');
    await expect(form.getByRole('button', { name: 'Window Cleaning' })).toHaveAttribute('aria-pressed', 'false');
    await expect(form.getByRole('button', { pressed: true })).toHaveCount(0);
    expect(watch.problems()).toEqual([]);
  });

  test('posts the body of product rules §3.2 plus partner and page to the site origin and shows the thank-you modal', async ({
    page,
    siteOrigin,
    demoOrigin,
  }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.quoteForm);
    await fillContactDetails(form);
    await form.getByRole('textbox', { name: 'Address (optional)' }).fill('12 Lakeshore Rd');
    await form.getByRole('button', { name: 'Gutter Cleaning' }).click();
    await form.getByRole('button', { name: 'Window Cleaning' }).click();
    await form.getByRole('textbox', { name: 'Notes (optional)' }).fill('Corner lot');
    const request = await submitLead(page, form, 'Request My Free Quote');
    expect(request.url()).toBe(`${siteOrigin}/`);
    expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(postedFields(request)).toEqual(
      quoteFormPost('Window Cleaning, Gutter Cleaning', { address: '12 Lakeshore Rd', notes: 'Corner lot' }, [
        ['partner', 'okanagan-demo'],
        ['page', `${demoOrigin}/widgets.html`],
      ]),
    );
    const dialog = form.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("We'll be in touch shortly to discuss your quote.")).toBeVisible();
  });

  test('shows the alert of product rules §3.6 and keeps every value when the request is aborted', async ({
    page,
    demoOrigin,
    failFormPosts,
  }) => {
    await failFormPosts();
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.quoteForm);
    await fillContactDetails(form);
    await form.getByRole('button', { name: 'Moss Treatment' }).click();
    const alert = nextAlert(page);
    await form.getByRole('button', { name: 'Request My Free Quote' }).click();
    expect(await alert).toBe(requestFailureMessage);
    await expectValuesKept(form);
    await expect(form.getByRole('button', { name: 'Moss Treatment' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the contact form widget on the all-widgets demo page (a second origin)', () => {
  test('posts the body of product rules §3.2 plus partner and page to the site origin and shows the thank-you modal', async ({
    page,
    siteOrigin,
    demoOrigin,
    watch,
  }) => {
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.contactForm);
    expect(await form.evaluate((node) => node.shadowRoot?.mode)).toBe('open');
    await fillContactDetails(form);
    await form.getByLabel('Subject (optional)').selectOption('emergency');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Storm took the gutter down.');
    const request = await submitLead(page, form, 'Send Message');
    expect(request.url()).toBe(`${siteOrigin}/`);
    expect(postedFields(request)).toEqual(
      contactPost('emergency', 'Storm took the gutter down.', [
        ['partner', 'okanagan-demo'],
        ['page', `${demoOrigin}/widgets.html`],
      ]),
    );
    const dialog = form.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog.getByText("We've received your message and will get back to you as soon as possible.")).toBeVisible();
    expect(watch.problems()).toEqual([]);
  });

  test('shows the alert of product rules §3.6 and keeps every value when the request is aborted', async ({
    page,
    demoOrigin,
    failFormPosts,
  }) => {
    await failFormPosts();
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.contactForm);
    await fillContactDetails(form);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    const alert = nextAlert(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await alert).toBe(messageFailureMessage);
    await expectValuesKept(form);
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Hello');
  });

  test('still thanks the visitor when the endpoint answers HTTP 500 (product rules §3.4)', async ({
    page,
    demoOrigin,
    answerFormPosts,
  }) => {
    await answerFormPosts(500);
    await page.goto(`${demoOrigin}/widgets.html`);
    const form = page.locator(tags.contactForm);
    await fillContactDetails(form);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  });
});
