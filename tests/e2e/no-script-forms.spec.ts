import { expect, test } from '@playwright/test';
import { visitor } from './lead-form-helpers';

test.describe('the lead forms without scripting', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts itself and the endpoint thanks the visitor', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    await page.getByLabel('Full name').fill(visitor.name);
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Phone').fill(visitor.phone);
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you clean skylights?');
    await send.click();
    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the quote form will not post until the required fields are filled', async ({ page }) => {
    await page.goto('/quote');
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    // The browser's own check of the required fields keeps the visitor on the page.
    await expect(page.getByRole('heading', { name: 'Get Your Free Quote' })).toBeVisible();
    expect(await page.getByLabel('Full name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  });
});
