// The four form bodies of SPEC 7, encoded by the same function the site and the widgets post with.
import type { FormName } from '../../common/contract/form-fields';
import { encodeSubmission } from '../../common/lead-forms/submit-form';

export interface SpecBody {
  label: string;
  formName: FormName;
  fields: Array<[string, string]>;
  partner?: string;
}

export const specBodies: SpecBody[] = [
  {
    label: 'calculator quote',
    formName: 'quote-request',
    partner: 'lakeview-strata',
    fields: [
      ['name', 'Avery Chen'],
      ['email', 'avery@example.com'],
      ['phone', '250-555-0199'],
      ['address', '12 Lakeshore Rd, Kelowna'],
      ['notes', 'Two storeys, side gate code 1234'],
      ['home-size', '1500'],
      ['selected-package', 'Home Essentials'],
      ['estimated-price', '$371 - $474'],
    ],
  },
  {
    label: 'membership',
    formName: 'membership-quote',
    fields: [
      ['name', 'Morgan Lee'],
      ['email', 'morgan@example.com'],
      ['phone', '250-555-0123'],
      ['address', '3 Vineyard Way, West Kelowna'],
      ['springMonth', 'April'],
      ['fallMonth', 'October'],
      ['notes', ''],
      ['homeSize', 'medium'],
      ['plan', 'exterior'],
      ['frequency', '2x'],
      ['railingTier', '0'],
      ['includeInterior', 'false'],
      ['monthlyPrice', '93'],
      ['annualPrice', '1110'],
      ['year1Total', '1017'],
    ],
  },
  {
    label: 'quote page',
    formName: 'quote-request',
    fields: [
      ['name', 'Jamie Park'],
      ['email', 'jamie@example.com'],
      ['phone', '250-555-0177'],
      ['address', ''],
      ['services', 'Window Cleaning, Gutter Cleaning'],
      ['notes', 'Before the end of May please'],
    ],
  },
  {
    label: 'contact',
    formName: 'contact',
    fields: [
      ['name', 'Riley Singh'],
      ['email', 'riley@example.com'],
      ['phone', '250-555-0111'],
      ['subject', 'window-cleaning'],
      ['message', 'Do you clean skylights?'],
    ],
  },
];

/** The urlencoded body a form or widget posts for `body` (the partner travels as an ordinary field). */
export function encodeSpecBody({ formName, fields, partner }: SpecBody, botValue = ''): URLSearchParams {
  return encodeSubmission({ formName, fields: partner ? [...fields, ['partner', partner]] : fields, botValue });
}
