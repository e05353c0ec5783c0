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

  it('counts characters as people do, so 200 emoji fit a 200-character name', () => {
    expect(() => validate(`form-name=contact&name=${encodeURIComponent('😀'.repeat(200))}`)).not.toThrow();
    expect(() => validate(`form-name=contact&name=${encodeURIComponent('😀'.repeat(201))}`)).toThrow(
      'The field "name" is longer than 200 characters.',
    );
  });

  it('names the field at fault', () => {
    expect(() => validate('form-name=membership-quote&message=hi')).toThrow(
      'The field "message" is not part of the membership-quote form.',
    );
    expect(() => validate(`form-name=contact&bot-field=${'b'.repeat(1001)}`)).toThrow(
      'The field "bot-field" is longer than 1000 characters.',
    );
  });
});
