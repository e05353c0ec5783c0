// Choices the page around a widget makes for the visitor (product rules §8.2), kept in step with it.
import { useEffect } from 'react';

/**
 * Calls `apply` with `value` when it is set and whenever it changes, so that a prefill attribute
 * changed on a live widget applies at once and leaves every other field as the visitor left it.
 * A primitive `value` keeps one prefill from re-applying when another changes.
 */
export function usePrefill<T extends string | number>(value: T | undefined, apply: (value: T) => void): void {
  useEffect(() => {
    if (value !== undefined) apply(value);
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new value applies, not a new `apply`
}
