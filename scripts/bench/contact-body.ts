// The body of a contact-form post, as the site's form sends it, for a visitor of any name.
import { encodeSubmission } from '../../common/contract/encode-submission';
import { contactForm } from '../../common/contract/form-fields';

/** A urlencoded contact post from `name`, asking about window cleaning. */
export function contactBody(name: string): string {
  return encodeSubmission({
    form: contactForm,
    values: {
      name,
      email: 'bench@example.com',
      phone: '250-555-0100',
      subject: 'window-cleaning',
      message: 'How soon could you clean the windows of a two-storey house in Kelowna?',
    },
  }).toString();
}
