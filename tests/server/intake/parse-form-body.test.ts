// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstValue, parseFormBody, quoteField } from '../../../server/intake/parse-form-body';

describe('parseFormBody', () => {
  it('decodes what URLSearchParams encodes, in order', () => {
    const params = new URLSearchParams([
      ['form-name', 'contact'],
      ['name', 'Sam & Co + sons'],
      ['message', 'é 👋 a=b&c'],
      ['empty', ''],
    ]);
    expect(parseFormBody(params.toString())).toEqual([...params]);
  });

  it('takes a key without "=" as an empty value and skips empty pairs', () => {
    expect(parseFormBody('a&&b=1&')).toEqual([
      ['a', ''],
      ['b', '1'],
    ]);
  });

  it('keeps "__proto__" as an ordinary key', () => {
    const body = parseFormBody('__proto__=x&constructor=y');
    expect(body).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
    expect(firstValue(body, '__proto__')).toBe('x');
  });

  it('refuses broken escapes and escaped bytes that are not UTF-8', () => {
    for (const text of ['a=%', 'a=%4', 'a=%G0', 'a=%E0%A4%A', 'a=%C3', 'a=%FF', '%ZZ=1']) {
      expect(() => parseFormBody(text), text).toThrow('The form body has malformed percent-encoding.');
    }
  });

  it('refuses raw bytes that were not UTF-8 (decoded upstream to U+FFFD)', () => {
    expect(() => parseFormBody('a=\uFFFD')).toThrow('The form body is not valid UTF-8.');
  });

  it('keeps a repeated key and every field, for the endpoint to hold rather than refuse (product rules §7.2)', () => {
    expect(parseFormBody('name=a&email=b&name=c')).toEqual([
      ['name', 'a'],
      ['email', 'b'],
      ['name', 'c'],
    ]);
    expect(firstValue(parseFormBody('name=a&name=c'), 'name')).toBe('a');
    expect(parseFormBody(Array.from({ length: 1_000 }, (_, index) => `f${index}=1`).join('&'))).toHaveLength(1_000);
  });

  it('shortens a huge key when it is quoted', () => {
    expect(quoteField('k'.repeat(5000))).toBe(`"${'k'.repeat(60)}…"`);
  });
});
