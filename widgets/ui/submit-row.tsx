// A form's submit button, with a line that says what is missing while it is disabled.
import type { ReactNode } from 'react';

interface SubmitRowProps {
  label: string;
  sending: boolean;
  ready: boolean;
  /** Shown while the button is disabled because required fields are empty. */
  missingHint: string;
  children?: ReactNode;
}

/**
 * The submit button of a lead form. While sending it is only aria-disabled: disabling the
 * focused button would drop focus to the page, and the success modal could not return it.
 */
export function SubmitRow({ label, sending, ready, missingHint, children }: SubmitRowProps) {
  return (
    <div className="oq-submit">
      <button
        type="submit"
        className="oq-button oq-button--wide"
        part="button submit"
        disabled={!ready}
        aria-disabled={sending || undefined}
      >
        {sending ? 'Sending…' : label}
      </button>
      {!ready && <p className="oq-hint">{missingHint}</p>}
      {children}
    </div>
  );
}
