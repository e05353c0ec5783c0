// The request form that follows membership pricing (product rules §3.2, §3.5).
import type { FormEvent } from 'react';
import { membershipForm } from '../contract/form-fields';
import { ContactDetailsFields, emptyContactDetails, requiredContactKeys } from '../lead-forms/contact-details-fields';
import { allFilled } from '../lead-forms/use-field-values';
import { fallMonths, springMonths } from '../pricing/membership-rates';
import { headingTag } from '../ui/heading';
import { SelectField } from '../ui/select-field';
import { SubmitRow } from '../ui/submit-row';
import { TextField } from '../ui/text-field';
import { TrapFields } from '../ui/trap-fields';

export const initialMembershipRequest = { ...emptyContactDetails, springMonth: '', fallMonth: '', notes: '' };
type MembershipRequestValues = typeof initialMembershipRequest;

interface MembershipRequestFormProps {
  values: MembershipRequestValues;
  set: (key: keyof MembershipRequestValues) => (value: string) => void;
  sending: boolean;
  /** One below the calculator's title. */
  headingLevel: 3 | 4;
  onSubmit: (form: HTMLFormElement) => void;
}

const monthOptions = (months: readonly string[]) => [
  { value: '', label: 'No preference' },
  ...months.map((month) => ({ value: month, label: month })),
];

/** Contact details, preferred spring and fall months, and notes. */
export function MembershipRequestForm({ values, set, sending, headingLevel, onSubmit }: MembershipRequestFormProps) {
  const Heading = headingTag(headingLevel);
  const ready = allFilled(values, requiredContactKeys);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !sending) onSubmit(event.currentTarget);
  }

  return (
    <form className="oq-form" part="form" name={membershipForm.formName} aria-label="Request this membership" onSubmit={send}>
      <TrapFields form={membershipForm} />
      <Heading className="oq-form__title" part="heading">
        Join the membership
      </Heading>
      <p className="oq-form__intro">Pick the months that suit you and we&apos;ll book your first visit.</p>
      <div className="oq-grid">
        <ContactDetailsFields values={values} set={set} />
        <SelectField
          label="Spring visit"
          name="springMonth"
          value={values.springMonth}
          options={monthOptions(springMonths)}
          onChange={set('springMonth')}
        />
        <SelectField
          label="Fall visit"
          name="fallMonth"
          value={values.fallMonth}
          options={monthOptions(fallMonths)}
          onChange={set('fallMonth')}
        />
        <TextField label="Notes (optional)" name="notes" value={values.notes} onChange={set('notes')} multiline />
      </div>
      <SubmitRow
        label="Start My Membership"
        sending={sending}
        ready={ready}
        missingHint="Fill in your name, email and phone to continue."
      />
    </form>
  );
}
