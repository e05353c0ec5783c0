// The partner's organisation name on the partners page: its hint, its error, and the short id it may suggest.
import type { RefObject } from 'react';
import { examplePartner, partnerNameLimit, type PartnerName } from './partner-name';

interface PartnerNameFieldProps {
  value: string;
  name: PartnerName;
  onChange: (value: string) => void;
  /** True once the visitor asked for code before typing a name. */
  needed: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The message for a name the code cannot use, if any. */
function problem(name: PartnerName, needed: boolean): string | undefined {
  if (name.state === 'too-long')
    return `That is ${name.length} characters: please shorten it to ${partnerNameLimit} or fewer, or use a short id such as ${examplePartner}.`;
  if (name.state === 'empty' && needed)
    return 'Type your organisation’s name first, so that the requests that come through you are credited to you.';
  return undefined;
}

/** The name field, step 2 of the partners page. */
export function PartnerNameField({ value, name, onChange, needed, inputRef }: PartnerNameFieldProps) {
  const message = problem(name, needed);
  // The button goes once used: the field takes the focus it held.
  const takeSuggestion = (id: string) => {
    onChange(id);
    inputRef.current?.focus();
  };
  return (
    <div className="kit-step partner-field">
      <label className="kit-step__title" htmlFor="partner-name">
        <span className="kit-step__number" aria-hidden="true">
          2
        </span>
        Your organisation’s name
      </label>
      <p className="partner-field__hint" id="partner-name-hint">
        Every request that comes through your code carries it, so that we know it came from you. Up to {partnerNameLimit} characters.
      </p>
      <input
        ref={inputRef}
        id="partner-name"
        className="partner-field__input"
        type="text"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder="Acme Strata"
        autoComplete="organization"
        spellCheck={false}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'partner-name-hint partner-name-error' : 'partner-name-hint'}
      />
      <p className="partner-field__error" id="partner-name-error" aria-live="polite">
        {message}
      </p>
      {name.state === 'ok' && name.suggestion && (
        <p className="partner-field__suggestion">
          <span>
            Your code will name you exactly as typed. A short id, such as <code>{name.suggestion}</code>, is tidier in links:
          </span>{' '}
          <button type="button" className="button button--outline button--small" onClick={() => takeSuggestion(name.suggestion ?? value)}>
            Use {name.suggestion}
          </button>
        </p>
      )}
    </div>
  );
}
