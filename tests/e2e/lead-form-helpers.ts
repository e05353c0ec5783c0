// Shared steps for the calculator end-to-end tests on the site and on the embed demo.
import { expect, type Locator, type Page, type Request } from '@playwright/test';

export const visitor = { name: 'Avery Chen', email: 'avery@example.com', phone: '250-555-0199' };

/** Fills the required contact fields of the open request form, on the page or inside one widget. */
export async function fillContactDetails(scope: Page | Locator) {
  // By role, which leaves out the other tab's request form, hidden until its Calculate.
  await scope.getByRole('textbox', { name: 'Full name' }).fill(visitor.name);
  await scope.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await scope.getByRole('textbox', { name: 'Phone' }).fill(visitor.phone);
}

type Fields = Array<[string, string]>;

/**
 * A lead form's post, in order, after fillContactDetails (product rules §3.2): its form-name, the contact fields,
 * the form's own `fields`, then what a widget adds (`attribution`, §8.3), then the bot-field.
 */
export function leadPost(formName: string, fields: Fields, attribution: Fields = []): Fields {
  return [
    ['form-name', formName],
    ['name', visitor.name],
    ['email', visitor.email],
    ['phone', visitor.phone],
    ...fields,
    ...attribution,
    ['bot-field', ''],
  ];
}

/** The contact form's post after fillContactDetails. */
export function contactPost(subject: string, message: string, attribution: Fields = []): Fields {
  return leadPost(
    'contact',
    [
      ['subject', subject],
      ['message', message],
    ],
    attribution,
  );
}

/** The calculator's quote post after Calculate and fillContactDetails: the defaults (1500 sq ft, Home Essentials) unless `lead` says otherwise. */
export function calculatorPost(
  lead: Partial<Record<'address' | 'notes' | 'home-size' | 'selected-package' | 'estimated-price', string>> = {},
  attribution: Fields = [],
): Fields {
  const fields = {
    address: '',
    notes: '',
    'home-size': '1500',
    'selected-package': 'Home Essentials',
    'estimated-price': '$371 - $474',
    ...lead,
  };
  return leadPost('quote-request', Object.entries(fields), attribution);
}

/** The quote form's post after fillContactDetails, with the chosen `services`' names as the form joins them. */
export function quoteFormPost(services: string, { address = '', notes = '' } = {}, attribution: Fields = []): Fields {
  return leadPost(
    'quote-request',
    [
      ['address', address],
      ['services', services],
      ['notes', notes],
    ],
    attribution,
  );
}

/** Presses Calculate in `scope` (the page, a widget or a tab panel) and fills the contact fields of the form it opens. */
export async function calculateAndFill(scope: Page | Locator) {
  await scope.getByRole('button', { name: 'Calculate' }).click();
  await fillContactDetails(scope);
}

/** Presses the button named `submit` in `scope`; resolves with the form post it sent, checked as urlencoded. */
export async function submitLead(page: Page, scope: Page | Locator, submit: string): Promise<Request> {
  const posted = nextFormPost(page);
  await scope.getByRole('button', { name: submit }).click();
  const request = await posted;
  expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  return request;
}

/** Resolves with the next form POST the page sends. */
export function nextFormPost(page: Page): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST');
}

/** The urlencoded body of a request as ordered pairs. */
export function postedFields(request: Request): Array<[string, string]> {
  return [...new URLSearchParams(request.postData() ?? '')];
}

/** Records the next alert's text and dismisses it. */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.dismiss();
    });
  });
}

/** Checks that the contact fields still hold what fillContactDetails typed. */
export async function expectValuesKept(scope: Page | Locator) {
  await expect(scope.getByRole('textbox', { name: 'Full name' })).toHaveValue(visitor.name);
  await expect(scope.getByRole('textbox', { name: 'Email' })).toHaveValue(visitor.email);
  await expect(scope.getByRole('textbox', { name: 'Phone' })).toHaveValue(visitor.phone);
}
