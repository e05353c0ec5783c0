// Shared steps for the calculator end-to-end tests on the site and on the embed demo.
import { expect, type Locator, type Page, type Request } from '@playwright/test';

export const visitor = { name: 'Avery Chen', email: 'avery@example.com', phone: '250-555-0199' };

/** Fills the required contact fields of the open request form, on the page or inside one widget. */
export async function fillContactDetails(scope: Page | Locator) {
  await scope.getByLabel('Full name').fill(visitor.name);
  await scope.getByLabel('Email').fill(visitor.email);
  await scope.getByLabel('Phone').fill(visitor.phone);
}

/**
 * The contact form's post, in order, after fillContactDetails: the fields of product rules §3.2, then what a
 * widget adds (`attribution`, §8.3), then the bot-field.
 */
export function contactPost(subject: string, message: string, attribution: Array<[string, string]> = []): Array<[string, string]> {
  return [
    ['form-name', 'contact'],
    ['name', visitor.name],
    ['email', visitor.email],
    ['phone', visitor.phone],
    ['subject', subject],
    ['message', message],
    ...attribution,
    ['bot-field', ''],
  ];
}

/** Resolves with the next form POST the page sends. */
export function nextFormPost(page: Page): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST');
}

/** The urlencoded body of a request as ordered pairs. */
export function postedFields(request: Request): Array<[string, string]> {
  return [...new URLSearchParams(request.postData() ?? '')];
}

/** Collects console errors and uncaught exceptions for the test to check at the end. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
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
  await expect(scope.getByLabel('Full name')).toHaveValue(visitor.name);
  await expect(scope.getByLabel('Email')).toHaveValue(visitor.email);
  await expect(scope.getByLabel('Phone')).toHaveValue(visitor.phone);
}
