// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldLimits } from '../../../common/contract/field-limits';
import { parseFormBody } from '../../../server/intake/parse-form-body';
import { validateSubmission } from '../../../server/intake/validate-submission';
import { formFields, formNames } from '../../../common/contract/form-fields';

const validate = (text: string) => validateSubmission(parseFormBody(text));

describe('validateSubmission', () => {
  it("accepts every field of every form, at its bound, and keeps only the form's own fields", () => {
    for (const formName of formNames) {
      const params = new URLSearchParams({ 'form-name': formName });
      for (const field of formFields[formName]) params.append(field, 'x'.repeat(fieldLimits[field]));
      params.append('partner', 'acme');
      params.append('bot-field', '');
      const submission = validateSubmission(parseFormBody(params.toString()));
      expect(submission.formName).toBe(formName);
      expect(Object.keys(submission.fields)).toEqual([...formFields[formName]]);
      expect(submission).toMatchObject({ partner: 'acme', spam: false });
    }
  });

  it('accepts the union of both quote-request forms: the calculator fields and the quote page services', () => {
    expect(validate('form-name=quote-request&home-size=1500&services=Window+Cleaning').fields).toEqual({
      'home-size': '1500',
      services: 'Window Cleaning',
    });
  });

  it('reads an empty partner as none, and any text in the bot field as spam', () => {
    expect(validate('form-name=contact&partner=&bot-field=')).toMatchObject({ partner: null, spam: false });
    expect(validate('form-name=contact&bot-field=%20')).toMatchObject({ spam: true });
  });

  it('counts characters as people do, so 200 emoji fit a 200-character name, and keeps the first 200 of 201', () => {
    const person = 'form-name=contact&email=e%40example.com&phone=1&message=hi';
    expect(validate(`${person}&name=${encodeURIComponent('😀'.repeat(200))}`).reasons).toEqual([]);
    const long = validate(`${person}&name=${encodeURIComponent('😀'.repeat(201))}`);
    expect(long.fields.name).toBe('😀'.repeat(200));
    expect(long.reasons).toEqual(['"name" was 201 characters long; the first 200 are kept']);
  });

  it('names the field at fault in each reason, and keeps what the form does not know', () => {
    const held = validate(`form-name=membership-quote&message=hi&bot-field=${'b'.repeat(1001)}`);
    expect(held.reasons).toEqual([
      'unknown field "message"',
      '"bot-field" was 1001 characters long; the first 1000 are kept',
      '"name" is missing',
      '"email" is missing',
      '"phone" is missing',
      'the hidden bot-field was filled (spam)',
    ]);
    expect(held.extras).toEqual({ message: ['hi'] });
    expect(held.spam).toBe(true);
  });

  it('refuses only a post that cannot be a lead: no form-name, or one no form has', () => {
    expect(() => validate('name=Sam')).toThrow('The form-name field is missing.');
    expect(() => validate('form-name=newsletter')).toThrow(
      'Unknown form-name "newsletter"; expected one of quote-request, membership-quote, contact.',
    );
  });
});
