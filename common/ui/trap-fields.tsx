// The hidden form-name and bot-trap fields every lead form carries (product rules §3.5).
import { botField, formNameField, type LeadForm } from '../contract/form-fields';

/** Hidden inputs: the form's name, and a honeypot that people never see or fill. */
export function TrapFields({ form }: { form: LeadForm }) {
  return (
    <>
      <input type="hidden" name={formNameField} value={form.formName} />
      <p hidden>
        <label>
          Leave this field empty: <input type="text" name={botField} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </>
  );
}
