// The partner's organisation name on the partners page: its hint, its error, and the partner id it makes.
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
  if (name.state === 'no-id')
    return `Please type your name with Latin letters (a to z): your partner id is made of them, such as ${examplePartner}.`;
  if (name.state === 'empty' && needed)
    return 'Type your organisation’s name first, so that the requests that come through you are credited to you.';
  return undefined;
}

/** The name field, step 2 of the partners page. */
export function PartnerNameField({ value, name, onChange, needed, inputRef }: PartnerNameFieldProps) {
  const message = problem(name, needed);
  const describedBy = ['partner-name-hint', message && 'partner-name-error', name.state === 'ok' && 'partner-name-id'];
  return (
    <div className="kit-step partner-field">
      <label className="kit-step__title" htmlFor="partner-name">
        <span className="kit-step__number" aria-hidden="true">
          2
        </span>
        Your organisation’s name
      </label>
      <p className="partner-field__hint" id="partner-name-hint">
        We make your partner id of it, which every request that comes through your code carries, so that we know it came from you. Up to{' '}
        {partnerNameLimit} characters.
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
        aria-describedby={describedBy.filter(Boolean).join(' ')}
      />
      <p className="partner-field__error" id="partner-name-error" aria-live="polite">
        {message}
      </p>
      {name.state === 'ok' && (
        <p className="partner-field__id" id="partner-name-id">
          Your partner id: <code>{name.partner}</code>. All the code below uses it, so that every request counts together.
        </p>
      )}
    </div>
  );
}
