// The hidden form-name and bot-trap fields every lead form carries (SPEC 5).
import { botField, formNameField, type FormName } from '../contract/form-fields';

/** Hidden inputs: the form's name, and a honeypot that people never see or fill. */
export function TrapFields({ formName }: { formName: FormName }) {
  return (
    <>
      <input type="hidden" name={formNameField} value={formName} />
      <p className="oq-trap" hidden>
        <label>
          Leave this field empty: <input type="text" name={botField} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </>
  );
}
