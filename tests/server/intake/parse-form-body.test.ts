// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseFormBody } from '../../../server/intake/parse-form-body';

describe('parseFormBody', () => {
  it('decodes what URLSearchParams encodes, in order', () => {
    const params = new URLSearchParams([
      ['form-name', 'contact'],
      ['name', 'Sam & Co + sons'],
      ['message', 'é 👋 a=b&c'],
      ['empty', ''],
    ]);
    const body = parseFormBody(params.toString());
    expect(Object.entries(body)).toEqual([...params]);
  });

  it('takes a key without "=" as an empty value and skips empty pairs', () => {
    expect({ ...parseFormBody('a&&b=1&') }).toEqual({ a: '', b: '1' });
  });

  it('keeps "__proto__" as an ordinary key', () => {
    const body = parseFormBody('__proto__=x');
    expect(Object.keys(body)).toEqual(['__proto__']);
    expect(body.__proto__).toBe('x');
  });

  it('refuses broken escapes and escaped bytes that are not UTF-8', () => {
    for (const text of ['a=%', 'a=%4', 'a=%G0', 'a=%E0%A4%A', 'a=%C3', 'a=%FF', '%ZZ=1']) {
      expect(() => parseFormBody(text), text).toThrow('The form body has malformed percent-encoding.');
    }
  });

  it('refuses raw bytes that were not UTF-8 (decoded upstream to U+FFFD)', () => {
    expect(() => parseFormBody('a=\uFFFD')).toThrow('The form body is not valid UTF-8.');
  });

  it('refuses a repeated key, naming it', () => {
    expect(() => parseFormBody('name=a&email=b&name=c')).toThrow('The field "name" was sent more than once.');
  });

  it('refuses more than 40 fields before decoding the rest', () => {
    const text = Array.from({ length: 41 }, (_, index) => `f${index}=1`).join('&');
    expect(() => parseFormBody(text)).toThrow('The form has more than 40 fields.');
  });

  it('shortens a huge key in its error message', () => {
    expect(() => parseFormBody(`${'k'.repeat(5000)}=1&${'k'.repeat(5000)}=2`)).toThrow(
      `The field "${'k'.repeat(60)}…" was sent more than once.`,
    );
  });
});
