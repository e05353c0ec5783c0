// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldLimits } from '../../../common/contract/field-limits';
import { parseFormBody } from '../../../server/intake/parse-form-body';
import { validateSubmission } from '../../../server/intake/validate-submission';
import { attributionFields, formFields, formNames } from '../../../common/contract/form-fields';

const validate = (text: string) => validateSubmission(parseFormBody(text));

describe('validateSubmission', () => {
  it("accepts every field of every form and every attribution field, at its bound, and keeps only the form's own fields", () => {
    for (const formName of formNames) {
      const params = new URLSearchParams({ 'form-name': formName });
      for (const field of formFields[formName]) params.append(field, 'x'.repeat(fieldLimits[field]));
      for (const field of attributionFields) params.append(field, 'a'.repeat(fieldLimits[field]));
      params.append('bot-field', '');
      const submission = validateSubmission(parseFormBody(params.toString()));
      expect(submission.formName).toBe(formName);
      expect(Object.keys(submission.fields)).toEqual([...formFields[formName]]);
      expect(submission).toMatchObject({ partner: 'a'.repeat(100), spam: false, extras: null, reasons: [] });
      expect(Object.keys(submission.attribution)).toEqual(['page', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']);
    }
  });

  it("keeps a widget's page and UTM tags apart from the fields, in contract order, whatever order they came in", () => {
    const submission = validate(
      'form-name=contact&name=Sam&email=s%40example.com&phone=1&message=hi&utm_campaign=spring&partner=acme' +
        '&page=https%3A%2F%2Facme.example%2Fstrata&utm_source=newsletter&bot-field=',
    );
    expect(submission.fields).toEqual({ name: 'Sam', email: 's@example.com', phone: '1', message: 'hi' });
    expect(submission.partner).toBe('acme');
    expect(submission.attribution).toEqual({ page: 'https://acme.example/strata', utm_source: 'newsletter', utm_campaign: 'spring' });
    expect(Object.keys(submission.attribution)).toEqual(['page', 'utm_source', 'utm_campaign']);
    expect(submission.reasons).toEqual([]);
  });

  it('reads a post from the site itself, and empty tags, as no attribution', () => {
    expect(validate('form-name=contact&name=Sam&email=s%40example.com&phone=1&message=hi&bot-field=').attribution).toEqual({});
    expect(validate('form-name=contact&page=&utm_source=&bot-field=').attribution).toEqual({});
  });

  it('holds a post with an over-long UTM tag, keeping its first 200 characters, as any over-long value', () => {
    const submission = validate(`form-name=contact&name=Sam&email=s%40example.com&phone=1&message=hi&utm_term=${'t'.repeat(201)}`);
    expect(submission.attribution.utm_term).toBe('t'.repeat(200));
    expect(submission.reasons).toEqual(['"utm_term" was 201 characters long; the first 200 are kept']);
  });

  it('holds a repeated UTM tag, keeping the later value among the extras', () => {
    const submission = validate('form-name=contact&name=Sam&email=s%40example.com&phone=1&message=hi&utm_source=a&utm_source=b');
    expect(submission.attribution).toEqual({ utm_source: 'a' });
    expect(submission.extras).toEqual({ utm_source: ['b'] });
    expect(submission.reasons).toEqual(['"utm_source" was sent more than once']);
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
    const held = validate(`form-name=membership-quote&message=hi&name=${'n'.repeat(201)}`);
    expect(held.reasons).toEqual([
      'unknown field "message"',
      '"name" was 201 characters long; the first 200 are kept',
      '"email" is missing',
      '"phone" is missing',
    ]);
    expect(held.extras).toEqual({ message: ['hi'] });
    expect(held.spam).toBe(false);
  });

  it('keeps only the form’s own fields of spam, cut to their limits, and names what it dropped', () => {
    const spam = validate(`form-name=membership-quote&message=hi&bot-field=${'b'.repeat(1001)}`);
    expect(spam.reasons).toEqual([
      '"bot-field" was 1001 characters long; the first 1000 are kept',
      '"name" is missing',
      '"email" is missing',
      '"phone" is missing',
      'the hidden bot-field was filled (spam)',
      '1 field its form does not have was dropped: "message"',
    ]);
    expect(spam.extras).toBeNull();
    expect(spam.spam).toBe(true);
  });

  describe('the quote page posted without scripts, its services one value per ticked box', () => {
    // What the browser sends for the quote page without scripts: the hidden fields first, an empty services value
    // (ServiceToggles), then one for each ticked box.
    const details = 'name=Jamie+Park&email=jamie%40example.com&phone=250-555-0177&address=';
    const unscripted = (...services: string[]) =>
      validate(
        `form-name=quote-request&bot-field=&${details}&services=${services.map((name) => `&services=${encodeURIComponent(name)}`).join('')}&notes=May`,
      );
    const scripted = (services: string) =>
      validate(`form-name=quote-request&${details}&services=${encodeURIComponent(services)}&notes=May&bot-field=`);

    it('joins the services as scripts join them, in the place of the first, and keeps the lead as the scripted post', () => {
      const submission = unscripted('Window Cleaning', 'Gutter Cleaning');
      expect(submission.fields.services).toBe('Window Cleaning, Gutter Cleaning');
      expect(Object.keys(submission.fields)).toEqual(['name', 'email', 'phone', 'address', 'services', 'notes']);
      expect(submission).toEqual(scripted('Window Cleaning, Gutter Cleaning'));
      expect(submission).toMatchObject({ extras: null, reasons: [] });
    });

    it('posts an empty list when no box is ticked, and one name when one is, as scripts do', () => {
      expect(unscripted()).toEqual(scripted(''));
      expect(unscripted('Snow Removal')).toEqual(scripted('Snow Removal'));
    });

    it('holds a list longer than its limit once joined, keeping its first 1000 characters', () => {
      const submission = unscripted(...Array.from({ length: 80 }, () => 'Window Cleaning'));
      expect(submission.fields.services).toHaveLength(1000);
      expect(submission.reasons).toEqual(['"services" was 1358 characters long; the first 1000 are kept']);
    });

    it('still holds any other field sent twice, and services under a form that has none', () => {
      const notes = validate(`form-name=quote-request&${details}&notes=May&notes=June`);
      expect(notes.fields.notes).toBe('May');
      expect(notes.extras).toEqual({ notes: ['June'] });
      expect(notes.reasons).toEqual(['"notes" was sent more than once']);
      const contact = validate('form-name=contact&name=Sam&email=s%40example.com&phone=1&message=hi&services=a&services=b');
      expect(contact.extras).toEqual({ services: ['a', 'b'] });
      expect(contact.reasons).toEqual(['unknown field "services"', 'unknown field "services"']);
    });
  });

  it('refuses only a post that cannot be a lead: no form-name, or one no form has', () => {
    expect(() => validate('name=Sam')).toThrow('The form-name field is missing.');
    expect(() => validate('form-name=newsletter')).toThrow(
      expect.objectContaining({
        message: 'Unknown form-name; expected one of quote-request, membership-quote, contact.',
        detail: 'Unknown form-name "newsletter"; expected one of quote-request, membership-quote, contact.',
      }),
    );
  });
});
