// The quote request form of /quote and of <okanagan-quote-form> (product rules §2.8, §3.2, §3.5, §3.8).
import { useId, useState, type FormEvent } from 'react';
import { bookableServices } from '../content/bookable-services';
import type { BookableServiceId } from '../content/service-names';
import { replyWithin } from '../content/business';
import { listSeparator, pageQuoteForm } from '../contract/form-fields';
import { ContactDetailsFields, emptyContactDetails, requiredContactKeys } from '../lead-forms/contact-details-fields';
import { requestFailureMessage } from '../lead-forms/failure-messages';
import { useLeadFormSettings } from '../lead-forms/lead-form-context';
import { allFilled, useFieldValues } from '../lead-forms/use-field-values';
import { useLeadSubmission } from '../lead-forms/use-lead-submission';
import { headingTag } from '../ui/heading';
import { SubmitRow } from '../ui/submit-row';
import { SuccessModal } from '../ui/success-modal';
import { TextField } from '../ui/text-field';
import { TrapFields } from '../ui/trap-fields';
import { usePrefill } from '../ui/use-prefill';
import { ServiceToggles } from './service-toggles';

const initialValues = { ...emptyContactDetails, notes: '' };

interface QuoteFormProps {
  /** Heading level of the three section titles, to fit the page around the form. */
  headingLevel?: 2 | 3;
  /** The services the page around the form chose for the visitor. */
  prefill?: { services?: BookableServiceId[] };
}

/** Contact information, the services needed, and notes; posted as quote-request. */
export function QuoteForm({ headingLevel = 2, prefill = {} }: QuoteFormProps) {
  const Heading = headingTag(headingLevel);
  const id = useId();
  const { values, set, reset } = useFieldValues(initialValues);
  // Where the form posts itself when scripts do not run; with scripts, useLeadSubmission posts it.
  const { endpoint } = useLeadFormSettings();
  const prefilled = (): BookableServiceId[] => prefill.services ?? [];
  const [services, setServices] = useState(prefilled);
  // Joined, so that a new list with the same services is no change.
  usePrefill(prefill.services?.join(), () => setServices(prefilled()));
  // The fields are cleared 3 s after a successful submit, the services back to the prefill (product rules §3.7).
  const lead = useLeadSubmission(pageQuoteForm, requestFailureMessage, () => {
    reset();
    setServices(prefilled());
  });
  const ready = allFilled(values, requiredContactKeys);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const names = bookableServices.filter((service) => services.includes(service.id)).map((service) => service.name);
    void lead.submit(event.currentTarget, { ...values, services: names.join(listSeparator) });
  }

  return (
    <form
      className="oq-form oq-form--page"
      part="form"
      name={pageQuoteForm.formName}
      method="post"
      action={endpoint}
      aria-label="Quote request"
      onSubmit={send}
    >
      <TrapFields form={pageQuoteForm} />
      <section className="oq-section" aria-labelledby={`${id}-contact`}>
        <Heading className="oq-section__title" part="heading" id={`${id}-contact`}>
          Contact Information
        </Heading>
        <div className="oq-grid">
          <ContactDetailsFields values={values} set={set} />
        </div>
      </section>
      <section className="oq-section" aria-labelledby={`${id}-services`}>
        <Heading className="oq-section__title" part="heading" id={`${id}-services`}>
          Services Needed
        </Heading>
        <p className="oq-hint">Choose all that apply{services.length > 0 ? ` (${services.length} selected)` : ''}.</p>
        <ServiceToggles selected={services} onChange={setServices} />
      </section>
      <section className="oq-section" aria-labelledby={`${id}-details`}>
        <Heading className="oq-section__title" part="heading" id={`${id}-details`}>
          Additional Details
        </Heading>
        <TextField
          label="Notes (optional)"
          name="notes"
          value={values.notes}
          onChange={set('notes')}
          multiline
          placeholder="Number of storeys, access, timing, anything we should know"
        />
      </section>
      <SubmitRow
        label="Request My Free Quote"
        sending={lead.sending}
        ready={ready}
        missingHint="Fill in your name, email and phone to continue."
      >
        <p className="oq-note">We&apos;ll contact you within {replyWithin} to discuss your needs and arrange your personalized quote.</p>
      </SubmitRow>
      <SuccessModal
        open={lead.successOpen}
        onClose={lead.closeSuccess}
        title="Thank you!"
        message="We'll be in touch shortly to discuss your quote."
        emailSubject="Quote Request"
        headingLevel={headingLevel}
      />
    </form>
  );
}
