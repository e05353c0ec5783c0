// Parses a widget element's attributes, which arrive as strings, into its settings (DECISIONS D4, D5).
import { partnerField } from '../forms/form-fields';

export interface WidgetAttributes {
  /** Absolute URL the widget's forms post to. */
  endpoint: string;
  /** Extra fields posted with every lead. */
  extraFields: ReadonlyArray<readonly [string, string]>;
}

/**
 * Reads `endpoint` and `partner`. The endpoint defaults to the root of the origin the
 * widget script was loaded from; a relative `endpoint` resolves against that origin too.
 */
export function parseWidgetAttributes(element: Element, scriptUrl: string): WidgetAttributes {
  const base = new URL('/', scriptUrl);
  const endpointAttribute = element.getAttribute('endpoint')?.trim();
  let endpoint = base.href;
  if (endpointAttribute) {
    try {
      endpoint = new URL(endpointAttribute, base).href;
    } catch {
      console.warn(`${element.localName}: ignoring endpoint "${endpointAttribute}", which is not a URL`);
    }
  }
  const partner = element.getAttribute('partner')?.trim();
  return { endpoint, extraFields: partner ? [[partnerField, partner]] : [] };
}
