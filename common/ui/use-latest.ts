// The value of the last render, for a callback made in an earlier one (a timer, a memoized element's handler).
import { useRef } from 'react';

/** A ref whose `current` is always `value` as of the last render. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
