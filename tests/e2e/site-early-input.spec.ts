// Text typed into the prerendered page before React takes it over, or while it does, is kept whole: on screen and
// in the page's state, which the partners page's code is made of (site/routing/take-up-early-input.ts).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdReact, waitForHydration } from './site-test-helpers';

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Your organisation’s name' });

/** The partners page's code credits `partner`, as typed in full, once hydrated. */
async function expectCodeFor(page: Page, siteOrigin: string, name: string, partner: string) {
  await expect(nameField(page)).toHaveValue(name);
  await expect(page.getByText(`For ${name}, as ${partner}: every request`)).toBeVisible();
  await expect(nameField(page)).toHaveAccessibleDescription(new RegExp(`Your partner id: ${partner}\\.`));
  await expect(page.getByRole('region', { name: /newsletters/ }).getByRole('code')).toHaveText(
    `${siteOrigin}/embed/quote-calculator?partner=${partner}`,
  );
}

test.describe('text typed before hydration', () => {
  test('the partners page keeps a name typed before hydration, and its code credits it', async ({ page, siteOrigin }) => {
    const release = await holdReact(page);
    await page.goto('/partners', { waitUntil: 'load' });
    await nameField(page).pressSequentially('Lakeview Strata');
    release();
    await waitForHydration(page);
    await expectCodeFor(page, siteOrigin, 'Lakeview Strata', 'lakeview-strata');
  });

  test('the partners page keeps a name typed partly before hydration and partly while it runs', async ({ page, siteOrigin }) => {
    const release = await holdReact(page);
    await page.goto('/partners', { waitUntil: 'load' });
    await nameField(page).pressSequentially('Lakeview');
    release();
    await nameField(page).pressSequentially(' Strata');
    await waitForHydration(page);
    await expectCodeFor(page, siteOrigin, 'Lakeview Strata', 'lakeview-strata');
    // Typing on goes on from where the caret was left.
    await nameField(page).pressSequentially(' Co');
    await expectCodeFor(page, siteOrigin, 'Lakeview Strata Co', 'lakeview-strata-co');
  });

  test('the partners page keeps a name typed as soon as the page appears', async ({ page, siteOrigin }) => {
    await page.goto('/partners');
    await nameField(page).pressSequentially('Lakeview Strata');
    await waitForHydration(page);
    await expectCodeFor(page, siteOrigin, 'Lakeview Strata', 'lakeview-strata');
  });
});
