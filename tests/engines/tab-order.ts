// Walking the calculator with the Tab key, as a keyboard user does, and the order the walk should take:
// the selected tab, then every control of the shown panel in document order; never the hidden panel.
import type { EnginePage } from './engine-page';

/**
 * Page function: focuses the calculator's selected tab and returns the tab stops expected from there on, each
 * described as `role "name"`: enabled controls of the shown panel in document order, links included, one stop per
 * radio group (its checked radio). Keeps the calculator in `engineTabWalk` for `focusedStop`.
 */
export function startTabWalk(host: string | null): string[] {
  const root = (host ? document.querySelector(host)?.shadowRoot : document)!;
  const calculator = root.querySelector('[part~="calculator"]')!;
  const selectedTab = calculator.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!;
  const shown = calculator.querySelector('[role="tabpanel"]:not([hidden])')!;
  // Its name as findTarget reads it: aria-labelledby, else its labels' text, else its own; hidden text left out.
  const text = (node: Node): string =>
    node instanceof Element && node.getAttribute('aria-hidden') === 'true'
      ? ''
      : node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : [...node.childNodes].map(text).join('');
  const describe = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const labels = [...((element as HTMLInputElement).labels ?? [])];
    const named = labelledBy ? [root.getElementById(labelledBy)!] : labels.length > 0 ? labels : [element];
    const kind = element.getAttribute('role') ?? ((element as HTMLInputElement).type || element.localName);
    return `${kind} "${named.map(text).join(' ').replace(/\s+/g, ' ').trim()}"`;
  };
  const groups = new Set<string>();
  const stops = [...shown.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter((element) => {
    if ((element as HTMLButtonElement).disabled || element.tabIndex < 0 || !element.checkVisibility()) return false;
    const radio = element as HTMLInputElement;
    if (radio.type !== 'radio') return true;
    if (!radio.checked || groups.has(radio.name)) return false;
    groups.add(radio.name);
    return true;
  });
  Object.assign(window, { engineTabWalk: { calculator, describe } });
  selectedTab.focus();
  return [selectedTab, ...stops].map(describe);
}

/** Page function: the focused element, described as startTabWalk does, or null once focus has left the calculator. */
export function focusedStop(): string | null {
  const { calculator, describe } = (window as unknown as { engineTabWalk: { calculator: Element; describe: (element: Element) => string } })
    .engineTabWalk;
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused && calculator.contains(focused) ? describe(focused) : null;
}

/**
 * Presses Tab from the calculator's selected tab until focus leaves the calculator; resolves with the stops
 * expected and the stops reached, the selected tab first in both.
 */
export async function walkTabOrder(page: EnginePage, host: string | undefined): Promise<{ expected: string[]; reached: string[] }> {
  const expected = await page.evaluate(startTabWalk, host ?? null);
  const reached = [(await page.evaluate(focusedStop)) ?? 'focus outside the calculator'];
  for (let press = 0; press < expected.length + 20; press += 1) {
    await page.press('Tab');
    const stop = await page.evaluate(focusedStop);
    if (stop === null) break;
    reached.push(stop);
  }
  return { expected, reached };
}
