// Form state as a record of strings, with a reset to the starting values.
import { useState } from 'react';

/** Values of a form's text fields, a setter per field, and a reset. */
export function useFieldValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const set = (key: K) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  return { values, set, reset: () => setValues(initial) };
}

/** True when every named field holds more than white space. */
export function allFilled<K extends string>(values: Record<K, string>, keys: readonly K[]): boolean {
  return keys.every((key) => values[key].trim() !== '');
}
