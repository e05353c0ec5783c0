// The calculator in a narrow column takes its compact layout from its own width, not the page's: a partner's 300 px
// footer column on a 1280 px page made it 1,486 px tall. Compact, it stays short, and every control is still there,
// named and reached by the keyboard in order.
import { type Locator, type Page } from '@playwright/test';
import { expect, test, type TestFixtures } from './fixtures';
import { openHydrated } from './site-test-helpers';
import { tags } from './widget-helpers';

/**
 * What Tab stops at in the calculator: the selected tab, then the shown panel's controls, one radio per group, none
 * of the request form hidden until Calculate.
 */
const tabbable =
  '[role="tab"][aria-selected="true"], [role="tabpanel"]:not([hidden]) :is(select, input:not([type="radio"]), input:checked, button:enabled, a[href]):not([hidden] *)';

/** Opens a 1280 px page whose 300 px column holds the calculator widget. */
async function openNarrowColumn(page: Page, openWidgetPage: TestFixtures['openWidgetPage']): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWidgetPage(
    'quote-calculator',
    // A sans-serif of Arial's widths, as partners' themes mostly use: the widget takes the page's font.
    `<div style="display: flex; gap: 24px; font-family: Arial, sans-serif"><aside style="width: 300px; flex: none"><${tags.calculator}></${tags.calculator}></aside><main>Partner content</main></div>`,
  );
  const calculator = page.locator(tags.calculator);
  await expect(calculator.getByRole('button', { name: 'Calculate' })).toBeVisible();
  return calculator;
}

/** The height of `element` from its top to its bottom, in CSS pixels. */
const heightOf = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().height);

/** Presses Tab from the selected tab until focus leaves `calculator`, and returns the index among `tabbable` of each stop. */
async function tabStops(page: Page, calculator: Locator): Promise<number[]> {
  await calculator.getByRole('tab', { selected: true }).focus();
  const stops = [await focusedIndex(calculator)];
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const index = await focusedIndex(calculator);
    if (index === null) break;
    stops.push(index);
  }
  return stops.filter((index): index is number => index !== null);
}

/** The index among the calculator's tabbable controls of the one that has focus, or null when focus is elsewhere. */
function focusedIndex(calculator: Locator): Promise<number | null> {
  return calculator.evaluate((host, selector) => {
    const root = host.shadowRoot ?? document;
    const controls = [...host.querySelectorAll(selector), ...(host.shadowRoot?.querySelectorAll(selector) ?? [])];
    const index = root.activeElement ? controls.indexOf(root.activeElement) : -1;
    return index === -1 ? null : index;
  }, tabbable);
}

/** Fails unless Tab reaches every control of the shown panel in order, each with a name and on screen when focused. */
async function expectEveryControlReachedAndNamed(page: Page, calculator: Locator) {
  const controls = calculator.locator(tabbable);
  const count = await controls.count();
  expect(await tabStops(page, calculator)).toEqual(Array.from({ length: count }, (_, index) => index));
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    await expect(control).toHaveAccessibleName(/\S/);
    await control.focus();
    await expect(control).toBeInViewport();
  }
}

test.describe('the calculator widget in a 300 px column of a 1280 px page', () => {
  test('is at most 1,000 px tall before Calculate on the one-time tab, and shorter than before on the membership tab', async ({
    page,
    openWidgetPage,
  }) => {
    const calculator = await openNarrowColumn(page, openWidgetPage);
    expect(await calculator.evaluate((host) => host.getBoundingClientRect().width)).toBe(300);
    expect(await heightOf(calculator)).toBeLessThanOrEqual(1000);
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    // 1,815 px before the compact layout.
    expect(await heightOf(calculator)).toBeLessThanOrEqual(1350);
  });

  test('keeps a phone’s width in a box sized by its content, which a size container would otherwise shrink to nothing', async ({
    page,
    openWidgetPage,
  }) => {
    for (const box of ['display: inline-block', 'float: left', 'display: flex; flex-direction: column; align-items: center']) {
      await openWidgetPage('quote-calculator', `<div style="${box}"><${tags.calculator}></${tags.calculator}></div>`);
      const calculator = page.locator(tags.calculator);
      await expect(calculator.getByRole('button', { name: 'Calculate' })).toBeVisible();
      expect(await calculator.evaluate((host) => host.getBoundingClientRect().width), box).toBe(280);
    }
  });

  test('keeps every price and label of the choice cards', async ({ page, openWidgetPage }) => {
    const calculator = await openNarrowColumn(page, openWidgetPage);
    for (const text of ['10% off', '15% off', '20% off', 'Most popular', 'Driveway and walkway pressure washing']) {
      await expect(calculator.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(calculator.getByRole('radio', { name: 'Home Refresh' })).toHaveAccessibleDescription(
      /^15% off ?Windows inside and out, gutters and siding\. ?Everything in Home Care, Interior window cleaning, Soft-wash siding rinse$/,
    );
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    for (const price of ['(+$60)', '(+$120)', '(+$180)']) await expect(calculator.getByText(price, { exact: true })).toBeVisible();
  });

  test('lets the keyboard reach every control of each tab in order, each with a name', async ({ page, openWidgetPage }) => {
    const calculator = await openNarrowColumn(page, openWidgetPage);
    await expectEveryControlReachedAndNamed(page, calculator);
    await calculator.getByRole('tab', { name: 'Membership' }).click();
    await expectEveryControlReachedAndNamed(page, calculator);
  });

  test('shows the estimate after Calculate', async ({ page, openWidgetPage }) => {
    const calculator = await openNarrowColumn(page, openWidgetPage);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const estimate = calculator.getByRole('tabpanel', { name: 'One-Time Service' }).locator('[part~="result"]');
    await estimate.scrollIntoViewIfNeeded();
    await expect(estimate).toBeInViewport({ ratio: 1 });
    await expect(estimate).toContainText('$371 - $474');
  });
});

test('the home page’s calculator takes the compact layout in a 320 px window, its controls all reached and named', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openHydrated(page, '/');
  const calculator = page.getByRole('region', { name: 'Instant Quote Calculator' });
  // 288 px wide, in the site's larger type: 1,745 px tall before the compact layout, about 1,190 px with it.
  expect(await heightOf(calculator)).toBeLessThanOrEqual(1250);
  await expectEveryControlReachedAndNamed(page, calculator);
});
