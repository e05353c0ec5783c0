// The form contract (SPEC 7): each lead form, the form-name it posts under, and its fields in the
// order they are posted. The forms, the static form skeletons and the server all read this module,
// so they cannot drift apart. It imports nothing.

/** The details a lead form opens with, in posted order; the contact form leaves out the address. */
export const contactDetailFields = ['name', 'email', 'phone', 'address'] as const;

/**
 * Every lead form of the site and the widgets. Two of them post as quote-request: the
 * calculator's one-time estimate and the /quote page, each with its own fields and order.
 */
export const leadForms = {
  'calculator-quote': {
    formName: 'quote-request',
    fields: [...contactDetailFields, 'notes', 'home-size', 'selected-package', 'estimated-price'],
  },
  'page-quote': {
    formName: 'quote-request',
    fields: [...contactDetailFields, 'services', 'notes'],
  },
  membership: {
    formName: 'membership-quote',
    fields: [
      ...contactDetailFields,
      'springMonth',
      'fallMonth',
      'notes',
      'homeSize',
      'plan',
      'frequency',
      'railingTier',
      'includeInterior',
      'monthlyPrice',
      'annualPrice',
      'year1Total',
    ],
  },
  contact: {
    formName: 'contact',
    fields: ['name', 'email', 'phone', 'subject', 'message'],
  },
} as const;

export type LeadForm = keyof typeof leadForms;
/** The form-name values a post may carry. */
export type FormName = (typeof leadForms)[LeadForm]['formName'];
/** A field of any lead form. */
export type FieldName = (typeof leadForms)[LeadForm]['fields'][number];
/** The values one lead form posts, keyed by exactly its field names: a misspelt, missing or extra key does not type-check. */
export type LeadFields<L extends LeadForm> = Record<(typeof leadForms)[L]['fields'][number], string>;

/** Fields every form carries besides its own: the form name, the bot trap, and the referring partner. */
export const formNameField = 'form-name';
export const botField = 'bot-field';
export const partnerField = 'partner';

/** What a widget adds to every lead it sends, to say where the lead came from. */
export type Attribution = Partial<Record<typeof partnerField, string>>;

/**
 * Each form-name with every field posted under it: the fields of its lead forms in contract
 * order, each once. The endpoint checks posts against it; the skeletons and the CSV export list it.
 * Marked pure so the widget scripts, which never read it, drop it.
 */
export const formFields = /* @__PURE__ */ (() => {
  const fields = {} as Record<FormName, FieldName[]>;
  for (const { formName, fields: own } of Object.values(leadForms)) {
    fields[formName] = [...new Set([...(fields[formName] ?? []), ...own])];
  }
  return fields as Readonly<Record<FormName, readonly FieldName[]>>;
})();

export const formNames = /* @__PURE__ */ Object.keys(formFields) as FormName[];

/** True when `name` is a form-name of the contract. */
export function isFormName(name: unknown): name is FormName {
  return typeof name === 'string' && Object.hasOwn(formFields, name);
}
