// The body of a lead post (product rules §3.2): urlencoded, the form-name first, the form's fields in contract
// order, then the attribution and the bot trap.
import { botField, formNameField, type Attribution, type LeadFields, type LeadForm } from './form-fields';

/** One lead as the visitor's browser sends it; without a type argument, a lead of any form. */
export type Submission<L extends LeadForm = LeadForm> = L extends LeadForm
  ? {
      form: L;
      values: LeadFields<L>;
      /** Where the lead came from, when a widget sent it; empty values are left out. */
      attribution?: Attribution;
      /** Whatever a bot typed into the hidden trap field; empty for people. */
      botValue?: string;
    }
  : never;

/** Encodes a submission: the order comes from the contract, never from the record's keys. */
export function encodeSubmission<F extends LeadForm>({ form, values, attribution = {}, botValue = '' }: Submission<F>): URLSearchParams {
  const body = new URLSearchParams();
  body.append(formNameField, form.formName);
  // `values` matches `form` (Submission pairs them), which TypeScript cannot follow through the destructuring.
  for (const field of form.fields) body.append(field, (values as Record<string, string>)[field]);
  for (const field in attribution) {
    const value = attribution[field as keyof Attribution];
    if (value) body.append(field, value);
  }
  body.append(botField, botValue);
  return body;
}
