// Parses a widget element's attributes, which arrive as strings, into its settings (DECISIONS D4, D5).
import { fieldLimits } from '../common/contract/field-limits';
import type { Attribution } from '../common/contract/form-fields';

/** The attributes every widget watches: a change to any of them after upgrade applies at once. */
export const widgetAttributeNames = ['endpoint', 'partner', 'heading-level', 'accent'];

export interface WidgetAttributes {
  /** Absolute URL the widget's forms post to. */
  endpoint: string;
  /** Posted with every lead: the partner, when the attribute names one. */
  attribution: Attribution;
  /** Level of the widget's headings, to fit the partner page's outline. */
  headingLevel: 2 | 3;
  /** A CSS colour for --oq-accent, when the attribute holds one. */
  accent?: string;
}

/**
 * Reads `endpoint`, `partner`, `heading-level` and `accent`. The endpoint defaults to the root
 * of the origin the widget script was loaded from; a relative `endpoint` resolves against that
 * origin too. Values that cannot be used are ignored with a console warning.
 */
export function parseWidgetAttributes(element: Element, scriptUrl: string): WidgetAttributes {
  const read = (name: string) => element.getAttribute(name)?.trim();
  const ignore = (name: string, value: string, why: string) => console.warn(`${element.localName}: ignoring ${name}="${value}", ${why}`);
  const base = new URL('/', scriptUrl);
  const endpointAttribute = read('endpoint');
  let endpoint = base.href;
  if (endpointAttribute) {
    try {
      endpoint = new URL(endpointAttribute, base).href;
    } catch {
      ignore('endpoint', endpointAttribute, 'which is not a URL');
    }
  }
  let partner = read('partner');
  // The endpoint refuses an over-long field, and the visitor would never know: post no partner instead.
  if (partner && partner.length > fieldLimits.partner) {
    ignore('partner', partner, `which is longer than ${fieldLimits.partner} characters`);
    partner = undefined;
  }
  let accent = read('accent');
  // Only a real colour: anything else would blank every button drawn with the accent.
  if (accent && !CSS.supports('color', accent)) {
    ignore('accent', accent, 'which is not a CSS colour');
    accent = undefined;
  }
  return {
    endpoint,
    attribution: partner ? { partner } : {},
    headingLevel: read('heading-level') === '3' ? 3 : 2,
    accent: accent || undefined,
  };
}
