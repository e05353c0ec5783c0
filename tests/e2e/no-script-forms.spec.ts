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
    expect(await page.getByLabel('Full name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  });
});
