import { describe, expect, it } from 'vitest';
import { encodeSubmission } from '../../../common/contract/encode-submission';
import { contactForm, type LeadFields, membershipForm, pageQuoteForm } from '../../../common/contract/form-fields';
import type { LeadSubmission } from '../../../common/lead-forms/use-lead-submission';

const contact: LeadFields<typeof contactForm> = {
  name: 'Sam & Co',
  email: 'sam@example.com',
  phone: '250-555-0100',
  subject: '',
  message: 'Hi = hello',
};

describe('encodeSubmission', () => {
  it('puts form-name first and the bot trap last', () => {
    const body = encodeSubmission({ form: contactForm, values: contact });
    expect(body.toString()).toBe(
      'form-name=contact&name=Sam+%26+Co&email=sam%40example.com&phone=250-555-0100&subject=&message=Hi+%3D+hello&bot-field=',
    );
  });

  it('posts the fields in contract order, whatever the order of the record', () => {
    const shuffled = { message: 'Hi', subject: 'quote', phone: '1', email: 'e', name: 'n' };
    expect([...encodeSubmission({ form: contactForm, values: shuffled }).keys()]).toEqual([
      'form-name',
      ...contactForm.fields,
      'bot-field',
    ]);
  });

  it('posts both quote-request forms under one form-name, each with its own fields and order (product rules §3.1, §3.2)', () => {
    const page = encodeSubmission({
      form: pageQuoteForm,
      values: { name: 'n', email: 'e', phone: 'p', address: '', services: 'Window Cleaning', notes: '' },
    });
    expect([...page.keys()]).toEqual(['form-name', 'name', 'email', 'phone', 'address', 'services', 'notes', 'bot-field']);
    expect(page.get('form-name')).toBe('quote-request');
  });

  it('adds the partner before the bot trap, and leaves an empty partner out', () => {
    expect([...encodeSubmission({ form: contactForm, values: contact, attribution: { partner: 'acme' } }).keys()].slice(-2)).toEqual([
      'partner',
      'bot-field',
    ]);
    expect(encodeSubmission({ form: contactForm, values: contact, attribution: { partner: '' } }).has('partner')).toBe(false);
  });

  it('posts whatever a bot typed into the trap', () => {
    expect(encodeSubmission({ form: contactForm, values: contact, botValue: 'spam' }).get('bot-field')).toBe('spam');
  });
});

// Checked by `npm run typecheck`, never run: each call below must stay a type error, so a form
// cannot post a misspelt, missing or extra field and lose the lead at the endpoint.
export function rejectedByTheTypes(submit: LeadSubmission<typeof membershipForm>['submit'], form: HTMLFormElement) {
  // @ts-expect-error a misspelt key ('mesage')
  encodeSubmission({ form: contactForm, values: { name: '', email: '', phone: '', subject: '', mesage: '' } });
  // @ts-expect-error a missing key (no message)
  encodeSubmission({ form: contactForm, values: { name: '', email: '', phone: '', subject: '' } });
  // @ts-expect-error an extra key (the contact form asks no address)
  encodeSubmission({ form: contactForm, values: { name: '', email: '', phone: '', subject: '', message: '', address: '' } });
  // @ts-expect-error the calculator's fields under the page quote form
  encodeSubmission({ form: pageQuoteForm, values: { name: '', email: '', phone: '', address: '', notes: '', 'home-size': '' } });
  // @ts-expect-error a form's submit takes its own fields, not another form's
  void submit(form, { name: '', email: '', phone: '', subject: '', message: '' });
}
