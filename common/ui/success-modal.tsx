// The thank-you modal shown after a lead is sent, with call and e-mail shortcuts (product rules §3.6).
import { email, mailtoHref, phone } from '../content/business';
import type { HeadingLevel } from './heading';
import { Modal } from './modal';

interface SuccessModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  emailSubject: string;
  headingLevel: HeadingLevel;
}

/** "Thank you!" style confirmation with ways to reach the business straight away. */
export function SuccessModal({ open, onClose, title, message, emailSubject, headingLevel }: SuccessModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} headingLevel={headingLevel}>
      <p className="oq-modal__message">{message}</p>
      <p className="oq-modal__shortcuts">
        <a className="oq-link" href={phone.href}>
          Call {phone.display}
        </a>
        <a className="oq-link" href={mailtoHref(email, emailSubject)}>
          Email {email}
        </a>
      </p>
    </Modal>
  );
}
