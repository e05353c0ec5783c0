// Checks a parsed form body against the form contract (SPEC 7) and the field bounds.
import { botField, formFields, formNameField, formNames, isFormName, partnerField, type FormName } from '../../common/contract/form-fields';
import { fieldLimits } from '../../common/contract/field-limits';
import { quoteField, SubmissionError, type FormBody } from './parse-form-body';

/** A submission that passed every check, ready to be stored. */
export interface Submission {
  formName: FormName;
  /** The form's own fields, in the order posted. */
  fields: Record<string, string>;
  /** The partner a widget was embedded by, or null on the business's own site. */
  partner: string | null;
  /** True when the hidden bot-field was filled: stored, flagged, and answered like any other. */
  spam: boolean;
}

const sharedFields = new Set<string>([formNameField, botField, partnerField]);

/** Length in characters as people count them: an emoji is one, not two UTF-16 units. */
function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Returns the submission in `body`, or throws a SubmissionError whose message names the field at fault. */
export function validateSubmission(body: FormBody): Submission {
  const formName = body[formNameField];
  if (formName === undefined) throw new SubmissionError(`The ${formNameField} field is missing.`);
  if (!isFormName(formName)) {
    throw new SubmissionError(`Unknown ${formNameField} ${quoteField(formName)}; expected one of ${formNames.join(', ')}.`);
  }
  const allowed = new Set<string>(formFields[formName]);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!sharedFields.has(key) && !allowed.has(key)) {
      throw new SubmissionError(`The field ${quoteField(key)} is not part of the ${formName} form.`);
    }
    const limit = fieldLimits[key as keyof typeof fieldLimits];
    if (key !== formNameField && value.length > limit && characterCount(value) > limit) {
      throw new SubmissionError(`The field ${quoteField(key)} is longer than ${limit} characters.`);
    }
    if (!sharedFields.has(key)) fields[key] = value;
  }
  return { formName, fields, partner: body[partnerField] || null, spam: Boolean(body[botField]) };
}
