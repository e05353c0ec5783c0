// The form contract (product rules §3.1, §3.2): each lead form, the form-name it posts under, and its fields in the
// order they are posted. The forms, the static form skeletons and the server all read this module,
// so they cannot drift apart. It imports nothing.

// Each list is written out in full, as product rules §3.2 states it: a spread of a shared list would keep
// every form's list in every widget script, since a minifier cannot prove a spread harmless.

/** The calculator's one-time estimate, with the request form that follows it. */
export const calculatorQuoteForm = {
  formName: 'quote-request',
  fields: ['name', 'email', 'phone', 'address', 'notes', 'home-size', 'selected-package', 'estimated-price'],
} as const;

/** The /quote page and <okanagan-quote-form>: the same form-name, its own fields and order. */
export const pageQuoteForm = {
  formName: 'quote-request',
  fields: ['name', 'email', 'phone', 'address', 'services', 'notes'],
} as const;

/** The calculator's membership tab, with the request form that follows its pricing. */
export const membershipForm = {
  formName: 'membership-quote',
  fields: [
    'name',
    'email',
    'phone',
    'address',
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
} as const;

/** The /contact page and <okanagan-contact-form>. */
export const contactForm = {
  formName: 'contact',
  fields: ['name', 'email', 'phone', 'subject', 'message'],
} as const;

/**
 * Every lead form of the site and the widgets. Each form imports its own definition above,
 * so a widget script carries only the field lists of the forms it shows.
 */
export const leadForms = [calculatorQuoteForm, pageQuoteForm, membershipForm, contactForm] as const;

export type LeadForm = (typeof leadForms)[number];
/** The form-name values a post may carry. */
export type FormName = LeadForm['formName'];
/** A field of any lead form. */
export type FieldName = LeadForm['fields'][number];
/** The details a lead form opens with; the contact form leaves out the address. */
export type ContactDetailField = Extract<FieldName, 'name' | 'email' | 'phone' | 'address'>;
/** The values one lead form posts, keyed by exactly its field names: a misspelt, missing or extra key does not type-check. */
export type LeadFields<F extends LeadForm> = Record<F['fields'][number], string>;

/** Fields every form carries besides its own: the form name, the bot trap, and the referring partner. */
export const formNameField = 'form-name';
export const botField = 'bot-field';
export const partnerField = 'partner';

/**
 * What a widget adds to every lead it sends, to say where the lead came from (product rules §8.3):
 * the partner attribute, the host page (origin and path) and the host page's UTM parameters.
 * The site's own forms send none of them; each is posted only when it has a value.
 */
export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
// Marked pure so the widget scripts, which need only the UTM names, drop the whole list.
export const attributionFields = /* @__PURE__ */ (() => [partnerField, 'page', ...utmFields] as const)();
export type AttributionField = (typeof attributionFields)[number];
export type Attribution = Partial<Record<AttributionField, string>>;
/** The attribution fields besides the partner: the host page a widget was on, and that page's UTM tags. */
export type PageAttributionField = Exclude<AttributionField, typeof partnerField>;
export const pageAttributionFields = /* @__PURE__ */ (() =>
  attributionFields.filter((field): field is PageAttributionField => field !== partnerField))();
/** The page attribution a widget posted, in contract order; empty for the site's own forms. */
export type PageAttribution = Omit<Attribution, typeof partnerField>;

/**
 * Each form-name with every field posted under it: the fields of its lead forms in contract
 * order, each once. The endpoint checks posts against it; the skeletons and the CSV export list it.
 * Marked pure so the widget scripts, which never read it, drop it.
 */
export const formFields = /* @__PURE__ */ (() => {
  const fields = {} as Record<FormName, FieldName[]>;
  for (const { formName, fields: own } of leadForms) {
    fields[formName] = [...new Set([...(fields[formName] ?? []), ...own])];
  }
  return fields as Readonly<Record<FormName, readonly FieldName[]>>;
})();

export const formNames = /* @__PURE__ */ Object.keys(formFields) as FormName[];

/**
 * What a lead of each form-name must carry (product rules §3.5): the endpoint keeps a post without one,
 * but holds it for the owner to look at (§7.2). The forms disable their submit button until these are filled.
 */
export const requiredFields: Readonly<Record<FormName, readonly FieldName[]>> = {
  'quote-request': ['name', 'email', 'phone'],
  'membership-quote': ['name', 'email', 'phone'],
  contact: ['name', 'email', 'phone', 'message'],
};

/** How the values of a list field are joined into the one value posted (product rules §3.2: the chosen service names). */
export const listSeparator = ', ';

/**
 * The fields of each form-name that hold a list: the quote page's services. Scripts post the list as one value,
 * joined by listSeparator; the page posted without scripts sends one value per ticked check box, which the
 * endpoint joins the same way, so both are stored alike. Any other field sent twice is held.
 */
export const listFields: Readonly<Partial<Record<FormName, readonly FieldName[]>>> = {
  'quote-request': ['services'],
};

/** True when `name` is a form-name of the contract. */
export function isFormName(name: unknown): name is FormName {
  return typeof name === 'string' && Object.hasOwn(formFields, name);
}
