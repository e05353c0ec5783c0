// The four form bodies (product rules §3.2), encoded by the same function the site and the widgets post with.
import { encodeSubmission, type Submission } from '../../common/contract/encode-submission';
import { calculatorQuoteForm, contactForm, membershipForm, pageQuoteForm, type LeadForm } from '../../common/contract/form-fields';

/** A lead as a form or widget sends it, named for the test titles. */
export type LabelledSubmission = Submission & { label: string };

export const formBodies: LabelledSubmission[] = [
  {
    label: 'calculator quote',
    form: calculatorQuoteForm,
    attribution: { partner: 'lakeview-strata' },
    values: {
      name: 'Avery Chen',
      email: 'avery@example.com',
      phone: '250-555-0199',
      address: '12 Lakeshore Rd, Kelowna',
      notes: 'Two storeys, side gate code 1234',
      'home-size': '1500',
      'selected-package': 'Home Essentials',
      'estimated-price': '$371 - $474',
    },
  },
  {
    label: 'membership',
    form: membershipForm,
    values: {
      name: 'Morgan Lee',
      email: 'morgan@example.com',
      phone: '250-555-0123',
      address: '3 Vineyard Way, West Kelowna',
      springMonth: 'April',
      fallMonth: 'October',
      notes: '',
      homeSize: 'medium',
      plan: 'exterior',
      frequency: '2x',
      railingTier: '0',
      includeInterior: 'false',
      monthlyPrice: '93',
      annualPrice: '1110',
      year1Total: '1017',
    },
  },
  {
    label: 'quote page',
    form: pageQuoteForm,
    values: {
      name: 'Jamie Park',
      email: 'jamie@example.com',
      phone: '250-555-0177',
      address: '',
      services: 'Window Cleaning, Gutter Cleaning',
      notes: 'Before the end of May please',
    },
  },
  {
    label: 'contact',
    form: contactForm,
    values: {
      name: 'Riley Singh',
      email: 'riley@example.com',
      phone: '250-555-0111',
      subject: 'window-cleaning',
      message: 'Do you clean skylights?',
    },
  },
];

/** `body` sent under another name, for tests that tell posts apart by name. */
export function withName(body: LabelledSubmission, name: string): LabelledSubmission {
  // Every form has a name field, so the values still fit the form.
  return { ...body, values: { ...body.values, name } } as LabelledSubmission;
}

/** The form-name and the fields, in posted order, that the server should store for `body`. */
export function storedFields({ form, values }: LabelledSubmission): { formName: string; fields: Array<[string, string]> } {
  return { formName: form.formName, fields: form.fields.map((field) => [field, (values as Record<string, string>)[field]]) };
}

/** The urlencoded body a form or widget posts for `body` (the partner travels as an ordinary field). */
export function encodeFormBody(body: LabelledSubmission, botValue = ''): URLSearchParams {
  return encodeSubmission<LeadForm>({ ...body, botValue });
}
