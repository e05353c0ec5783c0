// The contact form's prefill attribute (product rules §8.2): the subject the host page chose for the visitor.
import { contactSubjects } from '../../content/contact-subjects';
import { readOneOf, type AttributeReader } from '../widget-attributes';

/** <okanagan-contact-form>: subject, one of the contact form's subject values. */
export const contactFormPrefill = {
  names: ['subject'],
  parse: (reader: AttributeReader) => ({
    subject: readOneOf(reader, 'subject', contactSubjects.map(({ value }) => value).filter(Boolean)),
  }),
};
