// The longest value, in characters, of each field of form-fields.ts: the inputs stop there and the
// form endpoint refuses anything longer, so what a visitor can type is always accepted.
import { botField, type AttributionField, type FieldName } from './form-fields';

/**
 * Generous for people, small enough that a flood cannot fill the disk. Free text gets
 * 5,000; a name, an address or a list of services a few hundred; the calculator's
 * machine-made values a few dozen. Keyed by every field of every form, so a field
 * added to form-fields.ts without a bound here fails the typecheck.
 */
export const fieldLimits: Record<FieldName | AttributionField | typeof botField, number> = {
  name: 200,
  email: 254,
  phone: 40,
  address: 300,
  notes: 5_000,
  message: 5_000,
  subject: 100,
  services: 1_000,
  'home-size': 20,
  'selected-package': 100,
  'estimated-price': 100,
  springMonth: 20,
  fallMonth: 20,
  homeSize: 40,
  plan: 40,
  frequency: 40,
  railingTier: 10,
  includeInterior: 10,
  monthlyPrice: 20,
  annualPrice: 20,
  year1Total: 20,
  partner: 100,
  page: 1_000,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  'bot-field': 1_000,
};
