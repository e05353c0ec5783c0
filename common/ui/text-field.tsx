// A labelled text input or textarea; required fields are marked with * (product rules §3.5).
import { useId, type HTMLInputTypeAttribute } from 'react';
import { typedFieldLimits, type TypedField } from '../contract/field-limits';

interface TextFieldProps {
  label: string;
  /** The posted field the input stands for; its length limit comes with it. */
  name: TypedField;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
}

/** One form field with its label, bound to a string value, no longer than the endpoint accepts for `name`. */
export function TextField({ label, name, value, onChange, type = 'text', required, placeholder, autoComplete, multiline }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    required,
    placeholder,
    autoComplete,
    maxLength: typedFieldLimits[name],
    className: 'oq-input',
    part: 'input',
    // onInput, not onChange: both React and Preact fire it on every keystroke (conventions §3).
    onInput: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <div className={multiline ? 'oq-field oq-field--wide' : 'oq-field'}>
      <label className="oq-label" htmlFor={id}>
        {label}
        {required && (
          <span className="oq-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? <textarea {...common} rows={3} /> : <input {...common} type={type} />}
    </div>
  );
}
