// The contact form that follows a one-time estimate (product rules §3.2, §3.5).
import type { FormEvent } from 'react';
import { replyWithin } from '../content/business';
import { calculatorQuoteForm } from '../contract/form-fields';
import { ContactDetailsFields, emptyContactDetails, requiredContactKeys } from '../lead-forms/contact-details-fields';
import { allFilled } from '../lead-forms/use-field-values';
import { headingTag } from '../ui/heading';
import { SubmitRow } from '../ui/submit-row';
import { TextField } from '../ui/text-field';
import { TrapFields } from '../ui/trap-fields';

export const initialQuoteRequest = { ...emptyContactDetails, notes: '' };
type QuoteRequestValues = typeof initialQuoteRequest;

interface QuoteRequestFormProps {
  values: QuoteRequestValues;
  set: (key: keyof QuoteRequestValues) => (value: string) => void;
  sending: boolean;
  /** One below the calculator's title. */
  headingLevel: 3 | 4;
  /** False while there is no valid estimate to send. */
  canSubmit: boolean;
  onSubmit: (form: HTMLFormElement) => void;
}

/** Name, e-mail and phone (required), address and notes. */
export function QuoteRequestForm({ values, set, sending, headingLevel, canSubmit, onSubmit }: QuoteRequestFormProps) {
  const Heading = headingTag(headingLevel);
  const ready = canSubmit && allFilled(values, requiredContactKeys);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !sending) onSubmit(event.currentTarget);
  }

  return (
    <form className="oq-form" part="form" name={calculatorQuoteForm.formName} aria-label="Request this quote" onSubmit={send}>
      <TrapFields form={calculatorQuoteForm} />
      <Heading className="oq-form__title" part="heading">
        Lock in your quote
      </Heading>
      <p className="oq-form__intro">Tell us where to reach you and we&apos;ll confirm your price within {replyWithin}.</p>
      <div className="oq-grid">
        <ContactDetailsFields values={values} set={set} />
        <TextField label="Notes (optional)" name="notes" value={values.notes} onChange={set('notes')} multiline />
      </div>
      <SubmitRow
        label="Request My Quote"
        sending={sending}
        ready={ready}
        missingHint={canSubmit ? 'Fill in your name, email and phone to continue.' : 'Fix the home size above to continue.'}
      />
    </form>
  );
}
