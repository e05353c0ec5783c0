// The lead forms and the fields each one posts (SPEC 7). The components, the static
// form skeletons and the server all read this module, so they cannot drift apart.

export const formFields = {
  'quote-request': ['name', 'email', 'phone', 'address', 'notes', 'home-size', 'selected-package', 'estimated-price', 'services'],
  'membership-quote': [
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
  contact: ['name', 'email', 'phone', 'subject', 'message'],
} as const;

export type FormName = keyof typeof formFields;
export type FieldName<F extends FormName> = (typeof formFields)[F][number];

/** Fields every form carries besides its own: the form name, the bot trap, and the referring partner. */
export const formNameField = 'form-name';
export const botField = 'bot-field';
export const partnerField = 'partner';

// Marked pure so the widget scripts, which never read the list, drop it and formFields with it.
export const formNames = /* @__PURE__ */ Object.keys(formFields) as FormName[];
