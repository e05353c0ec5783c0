// The longest value, in characters, of each field of form-fields.ts: the inputs stop there and the
// form endpoint refuses anything longer, so what a visitor can type is always accepted.
import { botField, type AttributionField, type FieldName } from './form-fields';

/** The fields a visitor types into: the inputs stop at these, and the widgets carry only these. */
export const typedFieldLimits = {
  name: 200,
  email: 254,
  phone: 40,
  address: 300,
  notes: 5_000,
  message: 5_000,
} as const;

/** The attribution fields a widget adds; it cuts what it reads from the page to these. */
export const attributionLimits: Record<AttributionField, number> = {
  partner: 100,
  page: 1_000,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
};

export type TypedField = keyof typeof typedFieldLimits;

/**
 * Generous for people, small enough that a flood cannot fill the disk. Keyed by every field of every form, so a field
 * added to form-fields.ts without a bound fails the typecheck; marked pure so the widget scripts drop it.
 */
export const fieldLimits: Record<FieldName | AttributionField | typeof botField, number> = /* @__PURE__ */ (() => ({
  ...typedFieldLimits,
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
  ...attributionLimits,
  'bot-field': 1_000,
}))();
