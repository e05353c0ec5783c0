// A form's submit button, with a line that says what is missing while it is disabled.
import { useLayoutEffect, useState, type ReactNode } from 'react';

interface SubmitRowProps {
  label: string;
  sending: boolean;
  ready: boolean;
  /** Shown while the button is disabled because required fields are empty. */
  missingHint: string;
  children?: ReactNode;
}

/**
 * The submit button of a lead form. While sending it is only aria-disabled: disabled, it would drop focus to the page,
 * where the success modal could not return it. Until scripts run it only looks disabled (data-blocked), so nothing
 * changes when they take over, yet without scripting it still posts the form, the browser checking required fields.
 */
export function SubmitRow({ label, sending, ready, missingHint, children }: SubmitRowProps) {
  const [scripted, setScripted] = useState(false);
  useLayoutEffect(() => setScripted(true), []);
  const blocked = !ready;
  return (
    <div className="oq-submit">
      <button
        type="submit"
        className="oq-button oq-button--wide"
        part="button submit"
        disabled={scripted && blocked}
        data-blocked={blocked || undefined}
        aria-disabled={sending || undefined}
      >
        {sending ? 'Sending…' : label}
      </button>
      {blocked && <p className="oq-hint">{missingHint}</p>}
      {children}
    </div>
  );
}
