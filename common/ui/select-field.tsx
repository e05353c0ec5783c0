// A labelled native select.
import { useId } from 'react';

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** One select with its label, bound to a string value. */
export function SelectField({ label, name, value, options, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="oq-field">
      <label className="oq-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} value={value} className="oq-input" part="input" onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
