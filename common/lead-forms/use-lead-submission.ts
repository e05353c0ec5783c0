// Sends one lead form and tracks it: sending, the success modal, the 3 s reset (product rules §3.4, §3.6, §3.7).
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../ui/use-latest';
import type { Submission } from '../contract/encode-submission';
import { botField, type LeadFields, type LeadForm } from '../contract/form-fields';
import { useLeadFormSettings } from './lead-form-context';
import { submitForm } from './submit-form';

/** How long after a successful submit the form goes back to its defaults (product rules §3.7, §6). */
const resetDelayMs = 3000;

export interface LeadSubmission<L extends LeadForm> {
  sending: boolean;
  successOpen: boolean;
  closeSuccess: () => void;
  /**
   * Submit handler for the form element: `values` holds exactly the form's fields, posted in
   * contract order; `value` is what the lead is worth in dollars, when the form priced it.
   */
  submit: (form: HTMLFormElement, values: LeadFields<L>, value?: number) => Promise<void>;
}

/**
 * Posts lead form `form` to the endpoint of the nearest LeadFormContext. On success it opens the
 * success modal and calls `onReset` after 3 s; on a network failure it alerts
 * `failureMessage` and leaves every field as the visitor typed it.
 */
export function useLeadSubmission<L extends LeadForm>(form: L, failureMessage: string, onReset: () => void): LeadSubmission<L> {
  const settings = useLeadFormSettings();
  const { endpoint, onEvent } = settings;
  const [sending, setSending] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestReset = useLatest(onReset);
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

  async function submit(element: HTMLFormElement, values: LeadFields<L>, value?: number) {
    if (inFlight.current) return;
    inFlight.current = true;
    const trap = element.elements.namedItem(botField);
    const trapValue = trap instanceof HTMLInputElement ? trap.value : '';
    setSending(true);
    try {
      // `values` belongs to `form` by this hook's type, a pairing TypeScript cannot follow through a type parameter.
      await submitForm(endpoint, { form, values, attribution: settings.attribution, botValue: trapValue } as Submission);
    } catch (error) {
      inFlight.current = false;
      onEvent?.({ type: 'error', detail: { formName: form.formName, reason: error instanceof Error ? error.message : String(error) } });
      // A form removed from the page while sending has no visitor left to tell.
      if (!mounted.current) return;
      setSending(false);
      window.alert(failureMessage);
      return;
    }
    inFlight.current = false;
    onEvent?.({ type: 'submit', detail: { formName: form.formName, value } });
    if (!mounted.current) return;
    setSending(false);
    setSuccessOpen(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => latestReset.current(), resetDelayMs);
  }

  return { sending, successOpen, closeSuccess: () => setSuccessOpen(false), submit };
}
