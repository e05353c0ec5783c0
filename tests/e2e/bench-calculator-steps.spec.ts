// The interaction benchmark's script (scripts/bench/calculator-steps.ts) clicks with a bare press where the pointer
// rests, not with Playwright's checked click: these tests run it, unthrottled, and check that every click landed.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { calculatorSteps } from '../../scripts/bench/calculator-steps';
import { openHydrated } from './site-test-helpers';

test.use({ viewport: { width: 412, height: 823 } });

async function runSteps(page: Page, root: Locator) {
  for (const step of calculatorSteps(page, root)) {
    await step.prepare?.();
    await step.act();
    // As the benchmark does, the next step waits for this one's frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  }
}

/** Where the script leaves the calculator: every option visited, most groups back on their default, and the last steps' own picks. */
async function expectScriptedEnd(root: Locator) {
  const radio = (name: string) => root.getByRole('radio', { name, exact: true });
  await expect(root.getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Medium', 'Exterior Windows', 'Once a year', 'No railing glass']) await expect(radio(name)).toBeChecked();
  await expect(root.getByRole('checkbox', { name: 'Add interior window cleaning' })).not.toBeChecked();
  await expect(root.getByRole('tabpanel').locator('[part="result"]')).toContainText('/month');
  // The one-time tab, hidden now, keeps what its steps did: Home Care picked, 1850 typed and one digit deleted.
  await expect(root.getByRole('radio', { name: 'Home Care', exact: true, includeHidden: true })).toBeChecked();
  await expect(root.getByRole('spinbutton', { name: 'Or exact size (sq ft)', includeHidden: true })).toHaveValue('185');
}

test('every scripted click lands on its target on the site', async ({ page }) => {
  await openHydrated(page, '/');
  const root = page.getByRole('region', { name: 'Instant Quote Calculator' });
  await runSteps(page, root);
  await expectScriptedEnd(root);
});

test('every scripted click lands on its target in the widget', async ({ page, demoOrigin }) => {
  await page.goto(`${demoOrigin}/`);
  const root = page.locator('okanagan-quote-calculator');
  await root.getByRole('tab', { name: 'Membership' }).waitFor();
  await runSteps(page, root);
  await expectScriptedEnd(root);
});
