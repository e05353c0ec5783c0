// Conversion tracking, opt-in through the data-layer attribute (product rules §8.2): one generate_lead
// event per completed submit, in the shape tag managers read. README documents it as a schema.
import type { FormName } from '../common/contract/form-fields';

/** Version 1 of the event a widget pushes; fields are only ever added. */
export interface GenerateLeadEvent {
  event: 'generate_lead';
  /** The form-name the lead was posted under. */
  form: FormName;
  /** The partner attribute, when there is one. */
  partner?: string;
  /** The estimate's low end (one-time) or the monthly price (membership), in dollars; the forms have none. */
  value?: number;
  currency?: 'CAD';
}

/**
 * Pushes `event` onto the page's array `name` (window.dataLayer by default), creating it when the page has none;
 * something else under that name, such as an element with that id, is left alone, with a warning.
 */
export function pushToDataLayer(name: string, event: GenerateLeadEvent): void {
  const layer = ((window as unknown as Record<string, unknown>)[name] ??= []) as { push?: unknown };
  if (typeof layer.push === 'function') layer.push(event);
  else console.warn(`okanagan widgets: window.${name} is not an array, so generate_lead was not pushed`);
}
