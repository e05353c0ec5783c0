// Steps shared by the widget end-to-end tests. The demo pages hold several widgets, so every
// step works inside one widget element (Playwright's locators pierce its open shadow root).
import type { Locator, Page } from '@playwright/test';

export const tags = {
  calculator: 'okanagan-quote-calculator',
  quoteForm: 'okanagan-quote-form',
  contactForm: 'okanagan-contact-form',
} as const;

export interface RecordedEvent {
  type: string;
  target: string;
  bubbles: boolean;
  composed: boolean;
  detail: unknown;
}

/** Starts recording every okanagan:* event that reaches the document; read them with `recordedEvents`. */
export async function recordWidgetEvents(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { okanaganEvents: events });
    for (const type of ['okanagan:estimate', 'okanagan:submit', 'okanagan:error']) {
      document.addEventListener(type, (event) => {
        const { bubbles, composed, detail } = event as CustomEvent;
        events.push({ type, target: (event.target as Element).localName, bubbles, composed, detail });
      });
    }
  });
}

export function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { okanaganEvents: RecordedEvent[] }).okanaganEvents);
}

/** How many times the widget's UI is in its shadow root: its root containers and its main part. */
export function renderCount(widget: Locator, part: string) {
  return widget.evaluate(
    (element, partName) => ({
      roots: element.shadowRoot?.childElementCount ?? 0,
      parts: element.shadowRoot?.querySelectorAll(`[part~="${partName}"]`).length ?? 0,
    }),
    part,
  );
}

/**
 * Compares two PNG screenshots pixel by pixel: the share of pixels whose colour differs by more
 * than a faint anti-aliasing shift, or 1 when the sizes differ.
 */
export async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const { default: sharp } = await import('sharp');
  const [first, second] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (first.info.width !== second.info.width || first.info.height !== second.info.height) return 1;
  let differing = 0;
  for (let index = 0; index < first.data.length; index += 4) {
    for (let channel = 0; channel < 4; channel += 1) {
      if (Math.abs(first.data[index + channel] - second.data[index + channel]) > 48) {
        differing += 1;
        break;
      }
    }
  }
  return differing / (first.info.width * first.info.height);
}

/** Collects the page's console warnings, where the widgets report attributes they ignore. */
export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** The page's global `name` (a data layer such as window.dataLayer), as JSON, or undefined when it has none. */
export function dataLayerOf(page: Page, name = 'dataLayer'): Promise<unknown> {
  return page.evaluate((global) => {
    const value = (window as unknown as Record<string, unknown>)[global];
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  }, name);
}
