// What a hidden tab panel of the quote calculator must be, in the site and in the widget alike, however the
// stylesheet hides it: out of sight, out of the accessibility tree and out of the tab order.
import { expect, type Locator, type Page } from '@playwright/test';

/** Fails unless the panel of `tabName` is hidden in every way, and the keyboard still reaches the shown panel. */
export async function expectPanelOutOfReach(page: Page, calculator: Locator, tabName: string) {
  const tab = calculator.getByRole('tab', { name: tabName, exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  const panel = calculator.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await expect(calculator.getByRole('tabpanel')).toHaveCount(1);
  await expect(calculator.getByRole('tabpanel', { name: tabName, exact: true })).toHaveCount(0);

  // From the selected tab, Tab through the calculator until focus leaves it.
  await calculator.getByRole('tab', { selected: true }).focus();
  const stops: { inHidden: boolean; inShown: boolean }[] = [];
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await panel.evaluate((hidden) => {
      let focused = document.activeElement;
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
      const calculatorSection = hidden.parentElement!;
      const shown = [...calculatorSection.children].find((child) => child.role === 'tabpanel' && child !== hidden);
      return { inHidden: hidden.contains(focused), inShown: !!shown?.contains(focused), inCalculator: calculatorSection.contains(focused) };
    });
    if (!stop.inCalculator) break;
    stops.push(stop);
  }
  expect(stops.filter((stop) => stop.inHidden)).toEqual([]);
  expect(stops.filter((stop) => stop.inShown).length).toBeGreaterThan(2);
}
