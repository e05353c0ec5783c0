// The quote calculator, on the home page or inside <okanagan-quote-calculator>: the same component, found the
// same way in both (by role, label and part, never by class: the widget build shortens its class names).
import type { EngineDocument, EnginePage, Target } from './engine-page';
import { fillContactDetails, thankYouDialog, type visitor } from './lead-forms';
import { until } from './until';

/** Where a calculator is: in the document (host undefined) or in a widget's shadow root. */
export type CalculatorHost = string | undefined;

/** The selector of the calculator's shown tab panel. */
export const shownPanel = '[role="tabpanel"]:not([hidden])';

/** The tab named `name`. */
export const tab = (host: CalculatorHost, name: 'One-Time Service' | 'Membership'): Target => ({ host, css: '[role="tab"]', name });

/** Page function: the text of the shown panel's estimate once it is on screen, one space between its lines, or null. */
export function shownEstimate(host: string | null, panel: string): string | null {
  const root = host ? document.querySelector(host)?.shadowRoot : document;
  const result = root?.querySelector(`${panel} [part~="result"]`);
  if (!result?.checkVisibility()) return null;
  return [...result.children].map((line) => (line.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' ');
}

/** Presses the shown panel's Calculate button and resolves with the estimate's text. */
export async function calculate(page: EngineDocument, host: CalculatorHost): Promise<string> {
  await page.click({ host, css: `${shownPanel} button`, name: 'Calculate' });
  return until('the estimate', () => page.evaluate(shownEstimate, host ?? null, shownPanel));
}

/** Page function: each tab with whether it is selected, and each panel with whether its content can be seen. */
export function tabsAndPanels(host: string | null) {
  const root = (host ? document.querySelector(host)?.shadowRoot : document)!;
  const tabs = [...root.querySelectorAll('[role="tab"]')].map((tab) => ({
    name: tab.textContent,
    selected: tab.getAttribute('aria-selected') === 'true',
    panelHidden: (root.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement | null)?.hidden,
    // However the stylesheet hides a panel, its controls are what must not show.
    controlsShown: [...(root.getElementById(tab.getAttribute('aria-controls') ?? '')?.querySelectorAll('button, input') ?? [])].some(
      (control) => control.checkVisibility(),
    ),
  }));
  return tabs;
}

/** Clicks the tab named `name` and waits until it is the selected one. */
export async function switchTab(page: EngineDocument, host: CalculatorHost, name: 'One-Time Service' | 'Membership') {
  await page.click(tab(host, name));
  await until(`the ${name} tab to be selected`, async () =>
    (await page.evaluate(tabsAndPanels, host ?? null)).some((entry) => entry.name === name && entry.selected),
  );
  // Let the switch's frame pass, as it would for a person before the next key press.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(tabsAndPanels, host ?? null);
}

/**
 * Fills and sends, as `who`, the request form that Calculate opened in the calculator of the iframe `frame`; resolves
 * with the thank-you dialog. Sent with Enter in its last field, as a visitor may: WebKitWebDriver sends a click on an
 * element this far down a cross-origin frame nowhere (no click event reaches the frame).
 */
export function requestInFrame(page: EnginePage, frame: string | Target, who: ReturnType<typeof visitor>) {
  return page.inFrame(frame, async (inside) => {
    await fillContactDetails(inside, who, `${shownPanel} form`);
    await inside.press('Enter');
    return thankYouDialog(inside, 'Thank you!');
  });
}
