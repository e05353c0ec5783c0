// The contact form of /contact and of <okanagan-contact-form> (product rules §2.9, §3.2, §3.5, §3.6, §3.8).
import { useId, type FormEvent } from 'react';
import { replyWithin } from '../content/business';
import { contactSubjects } from '../content/contact-subjects';
import { contactForm } from '../contract/form-fields';
import { ContactDetailsFields, emptyContactDetails, requiredContactKeys } from '../lead-forms/contact-details-fields';
import { messageFailureMessage } from '../lead-forms/failure-messages';
import { useLeadFormSettings } from '../lead-forms/lead-form-context';
import { allFilled, useFieldValues } from '../lead-forms/use-field-values';
import { useLeadSubmission } from '../lead-forms/use-lead-submission';
import { headingTag } from '../ui/heading';
import { SelectField } from '../ui/select-field';
import { SubmitRow } from '../ui/submit-row';
import { SuccessModal } from '../ui/success-modal';
import { TextField } from '../ui/text-field';
import { TrapFields } from '../ui/trap-fields';
import { usePrefill } from '../ui/use-prefill';

// The address stays empty and unposted: the contact form does not ask for it.
const initialValues = { ...emptyContactDetails, subject: '', message: '' };
const requiredKeys = [...requiredContactKeys, 'message'] as const;

interface ContactFormProps {
  headingLevel?: 2 | 3;
  /** The subject the page around the form chose for the visitor: a value of contactSubjects. */
  prefill?: { subject?: string };
}

/** 'Send Us a Message': name, e-mail, phone, an optional subject and the message; posted as contact. */
export function ContactForm({ headingLevel = 2, prefill = {} }: ContactFormProps) {
  const Heading = headingTag(headingLevel);
  const id = useId();
  // The reset after a submit goes back to the prefilled subject too.
  const { values, set, reset } = useFieldValues({ ...initialValues, subject: prefill.subject ?? '' });
  usePrefill(prefill.subject, set('subject'));
  // Where the form posts itself when scripts do not run; with scripts, useLeadSubmission posts it.
  const { endpoint } = useLeadFormSettings();
  // The fields are cleared 3 s after a successful submit (product rules §3.7).
  const lead = useLeadSubmission(contactForm, messageFailureMessage, reset);
  const ready = allFilled(values, requiredKeys);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    void lead.submit(event.currentTarget, values);
  }

  return (
    <form
      className="oq-form oq-form--page"
      part="form"
      name={contactForm.formName}
      method="post"
      action={endpoint}
      aria-labelledby={`${id}-title`}
      onSubmit={send}
    >
      <TrapFields form={contactForm} />
      <div>
        <Heading className="oq-section__title" part="heading" id={`${id}-title`}>
          Send Us a Message
        </Heading>
        <p className="oq-hint">We reply within {replyWithin}.</p>
      </div>
      <div className="oq-grid">
        <ContactDetailsFields values={values} set={set} withAddress={false} />
        <SelectField label="Subject (optional)" name="subject" value={values.subject} options={contactSubjects} onChange={set('subject')} />
        <TextField label="Message" name="message" value={values.message} onChange={set('message')} required multiline />
      </div>
      <SubmitRow
        label="Send Message"
        sending={lead.sending}
        ready={ready}
        missingHint="Fill in your name, email, phone and message to send."
      />
      <SuccessModal
        open={lead.successOpen}
        onClose={lead.closeSuccess}
        title="Thank you!"
        message="We've received your message and will get back to you as soon as possible."
        emailSubject="Contact"
        headingLevel={headingLevel}
      />
    </form>
  );
}
