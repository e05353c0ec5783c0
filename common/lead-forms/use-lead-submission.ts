// Sends one lead form and tracks it: sending, the success modal, the 3 s reset (SPEC 4, 7, 8).
import { useEffect, useRef, useState } from 'react';
import { botField, type FormName } from '../contract/form-fields';
import { useLeadFormSettings } from './lead-form-context';
import { submitForm } from './submit-form';

/** How long after a successful submit the form goes back to its defaults (SPEC 9). */
export const resetDelayMs = 3000;

export interface LeadSubmission {
  sending: boolean;
  successOpen: boolean;
  closeSuccess: () => void;
  /** Submit handler for the form element; `fields` are the SPEC 7 fields in order. */
  submit: (form: HTMLFormElement, fields: ReadonlyArray<readonly [string, string]>) => Promise<void>;
}

/**
 * Posts a form to the endpoint of the nearest LeadFormContext. On success it opens the
 * success modal and calls `onReset` after 3 s; on a network failure it alerts
 * `failureMessage` and leaves every field as the visitor typed it.
 */
export function useLeadSubmission(formName: FormName, failureMessage: string, onReset: () => void): LeadSubmission {
  const { endpoint, extraFields, onEvent } = useLeadFormSettings();
  const [sending, setSending] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestReset = useRef(onReset);
  latestReset.current = onReset;
  // Refs, not state: a second click in the same tick must see the first, and an answer that
  // arrives after the form was removed must not touch it.
  const inFlight = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  async function submit(form: HTMLFormElement, fields: ReadonlyArray<readonly [string, string]>) {
    if (inFlight.current) return;
    inFlight.current = true;
    const trap = form.elements.namedItem(botField);
    const trapValue = trap instanceof HTMLInputElement ? trap.value : '';
    setSending(true);
    try {
      await submitForm({ endpoint, formName, fields: [...fields, ...extraFields], botValue: trapValue });
    } catch (error) {
      inFlight.current = false;
      onEvent?.({ type: 'error', detail: { formName, reason: error instanceof Error ? error.message : String(error) } });
      // A form removed from the page while sending has no visitor left to tell.
      if (!mounted.current) return;
      setSending(false);
      window.alert(failureMessage);
      return;
    }
    inFlight.current = false;
    onEvent?.({ type: 'submit', detail: { formName } });
    if (!mounted.current) return;
    setSending(false);
    setSuccessOpen(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => latestReset.current(), resetDelayMs);
  }

  return { sending, successOpen, closeSuccess: () => setSuccessOpen(false), submit };
}
