// A labelled text input or textarea; required fields are marked with * (SPEC 5).
import { useId, type HTMLInputTypeAttribute } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
  hint?: string;
}

/** One form field with its label, bound to a string value. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  required,
  placeholder,
  autoComplete,
  multiline,
  hint,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    name,
    value,
    required,
    placeholder,
    autoComplete,
    className: 'oq-input',
    part: 'input',
    'aria-describedby': hint ? hintId : undefined,
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
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {hint && (
        <p className="oq-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
