// The name, e-mail, phone and address fields that every lead form opens with (product rules §3.5).
import type { ContactDetailField } from '../contract/form-fields';
import { TextField } from '../ui/text-field';

export type ContactDetails = Record<ContactDetailField, string>;

export const emptyContactDetails: ContactDetails = { name: '', email: '', phone: '', address: '' };
/** Every lead form needs a name, an e-mail address and a phone number (product rules §3.5). */
export const requiredContactKeys = ['name', 'email', 'phone'] as const;

interface ContactDetailsFieldsProps {
  values: ContactDetails;
  set: (key: keyof ContactDetails) => (value: string) => void;
  /** Whether to ask for the address; the contact form does not. */
  withAddress?: boolean;
}

/** Name, e-mail and phone (required) and an optional address. */
export function ContactDetailsFields({ values, set, withAddress = true }: ContactDetailsFieldsProps) {
  return (
    <>
      <TextField label="Full name" name="name" value={values.name} onChange={set('name')} required autoComplete="name" />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={values.email}
        onChange={set('email')}
        required
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        required
        autoComplete="tel"
        placeholder="(250) 555-0123"
      />
      {withAddress && (
        <TextField
          label="Address (optional)"
          name="address"
          value={values.address}
          onChange={set('address')}
          autoComplete="address-line1"
        />
      )}
    </>
  );
}
