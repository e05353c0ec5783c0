// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsReport } from '../../../scripts/leads/leads';
import { postForm, startTestApp, type TestApp } from '../test-server';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(() => server.stop());

const contact = (fields: Record<string, string>) => new URLSearchParams({ 'form-name': 'contact', ...fields, 'bot-field': '' });

/** Posts `body` and checks the status and error, and that nothing was stored. */
async function expectRefused(body: string | URLSearchParams, status: number, error: string | RegExp, headers?: Record<string, string>) {
  const before = server.rows().length;
  const response = await postForm(server, body, headers);
  expect(response.status).toBe(status);
  const answer = await response.json();
  expect(answer.ok).toBe(false);
  expect(answer.error).toMatch(error);
  expect(server.rows()).toHaveLength(before);
}

/** Posts `body`, expects it stored, and returns the stored fields. */
async function expectStored(body: URLSearchParams): Promise<Record<string, string>> {
  const response = await postForm(server, body);
  expect(response.status).toBe(200);
  return JSON.parse(String(server.rows().at(-1)?.fields));
}

describe('POST / refuses', () => {
  it('any content type but urlencoded, with 415', async () => {
    const body = contact({ name: 'Sam' }).toString();
    await expectRefused(JSON.stringify({ 'form-name': 'contact' }), 415, /x-www-form-urlencoded/, { 'Content-Type': 'application/json' });
    await expectRefused(body, 415, /x-www-form-urlencoded/, { 'Content-Type': 'text/plain' });
    await expectRefused(body, 415, /x-www-form-urlencoded/, { 'Content-Type': 'multipart/form-data; boundary=x' });
    await expectRefused(body, 415, /x-www-form-urlencoded/, { 'Content-Type': 'not a type' });
  });

  it('a post with no content type at all, with 415', async () => {
    const before = server.rows().length;
    const response = await server.fetch('/', { method: 'POST', body: new Uint8Array(Buffer.from('form-name=contact')) });
    expect(response.status).toBe(415);
    const empty = await server.fetch('/', { method: 'POST' });
    expect(empty.status).toBe(415);
    expect(server.rows()).toHaveLength(before);
  });

  it('a body over BODY_LIMIT, with 413', async () => {
    await expectRefused(contact({ message: 'x'.repeat(140_000) }), 413, 'The form is larger than 131072 bytes.');
  });

  it('a missing or unknown form-name, with 400 naming the form-names there are, never repeating the one sent', async () => {
    await expectRefused('name=Sam', 400, 'The form-name field is missing.');
    const unknown = 'Unknown form-name; expected one of quote-request, membership-quote, contact.';
    await expectRefused('form-name=newsletter&name=Sam', 400, unknown);
    await expectRefused('form-name=__proto__', 400, unknown);
    await expectRefused('form-name=toString', 400, unknown);
  });

  it('malformed percent-encoding, with 400', async () => {
    for (const body of [
      'form-name=contact&name=%E0%A4%A',
      'form-name=contact&name=%ZZ',
      'form-name=contact&name=100%',
      'form-name=contact&name=%FF',
    ]) {
      await expectRefused(body, 400, 'The form body has malformed percent-encoding.');
    }
  });

  it('bytes that are not UTF-8, with 400', async () => {
    const before = server.rows().length;
    const response = await server.fetch('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new Uint8Array(Buffer.concat([Buffer.from('form-name=contact&name='), Buffer.from([0xff, 0xfe])])),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('The form body is not valid UTF-8.');
    expect(server.rows()).toHaveLength(before);
  });
});

/** Posts `body`, expects it answered 200 like any lead, and returns the row it was held in. */
async function expectHeld(body: string | URLSearchParams) {
  const before = server.rows().length;
  const response = await postForm(server, body);
  expect(response.status).toBe(200);
  expect((await response.json()).ok).toBe(true);
  const rows = server.rows();
  expect(rows).toHaveLength(before + 1);
  const row = rows.at(-1) as Record<string, unknown>;
  expect(row.held).toBe(1);
  return {
    fields: JSON.parse(String(row.fields)) as Record<string, string>,
    reasons: JSON.parse(String(row.reasons)) as string[],
    extras: row.extras === null ? null : (JSON.parse(String(row.extras)) as Record<string, string[]>),
  };
}

const person = { name: 'Sam', email: 'sam@example.com', phone: '250-555-0100', message: 'Hello' };

describe('POST / keeps, but holds for the owner (product rules §7.2)', () => {
  it("a field that is not the form's, kept verbatim among the extras", async () => {
    const held = await expectHeld(contact({ ...person, website: 'http://spam.example' }));
    expect(held.fields).toMatchObject(person);
    expect(held.extras).toEqual({ website: ['http://spam.example'] });
    expect(held.reasons).toEqual(['unknown field "website"']);
    // services belongs to quote-request, not to contact; "__proto__" is just a key.
    expect((await expectHeld(contact({ ...person, services: 'Window Cleaning' }))).extras).toEqual({ services: ['Window Cleaning'] });
    expect(Object.entries((await expectHeld(`${contact(person)}&__proto__=x`)).extras ?? {})).toEqual([['__proto__', ['x']]]);
  });

  it('an over-long value, kept to its limit with its original length noted', async () => {
    const held = await expectHeld(contact({ ...person, name: 'a'.repeat(201) }));
    expect(held.fields.name).toBe('a'.repeat(200));
    expect(held.reasons).toEqual(['"name" was 201 characters long; the first 200 are kept']);
    expect((await expectHeld(contact({ ...person, message: 'm'.repeat(5_001) }))).fields.message).toHaveLength(5_000);
  });

  it('counts the CRLF a textarea posts for a line break as one character', async () => {
    // 5,100 UTF-16 units, over the 5,000-character limit as a string is counted, but 3,400 characters.
    const lines = 'a\r\n'.repeat(1_700);
    expect(lines.length).toBe(5_100);
    const before = server.rows().length;
    expect((await postForm(server, contact({ ...person, message: lines }))).status).toBe(200);
    const row = server.rows()[before] as Record<string, unknown>;
    expect(row.held).toBe(0);
    expect(JSON.parse(String(row.fields)).message).toBe(lines);
  });

  it('a missing required field, naming it', async () => {
    const { message: _message, ...withoutMessage } = person;
    expect((await expectHeld(contact(withoutMessage))).reasons).toEqual(['"message" is missing']);
    expect((await expectHeld(contact({ ...person, email: '  ' }))).reasons).toEqual(['"email" is missing']);
  });

  it('a repeated key, keeping the first value and the others among the extras', async () => {
    const held = await expectHeld(`${contact(person)}&name=Alex`);
    expect(held.fields.name).toBe('Sam');
    expect(held.extras).toEqual({ name: ['Alex'] });
    expect(held.reasons).toEqual(['"name" was sent more than once']);
    expect((await expectHeld(`${contact(person)}&form-name=quote-request`)).extras).toEqual({ 'form-name': ['quote-request'] });
  });

  it('1,000 fields, the first MAX_FIELDS (60) of them kept and the rest counted', async () => {
    const body = [contact(person).toString(), ...Array.from({ length: 999 }, (_, index) => `field${index}=x`)].join('&');
    const held = await expectHeld(body);
    const posted = [...contact(person).keys()].length;
    expect(Object.keys(held.extras ?? {})).toHaveLength(60 - posted);
    expect(held.reasons.at(-1)).toBe(`${999 - (60 - posted)} more fields than the 60 kept were posted and dropped`);
  });
});

describe('POST / stores verbatim', () => {
  it('emoji and right-to-left text, counting an emoji as one character', async () => {
    const name = 'مرحبا שלום 👋🏽 Zoë';
    const message = '\u202Eevil\u202C 🧽 ok';
    const fields = await expectStored(contact({ name, message }));
    expect(fields.name).toBe(name);
    expect(fields.message).toBe(message);
    const bubbles = '🫧'.repeat(200);
    expect(bubbles.length).toBe(400);
    expect((await expectStored(contact({ name: bubbles }))).name).toBe(bubbles);
  });

  it('HTML and SQL injection strings, which the CSV export then defuses', async () => {
    const name = `Robert'); DROP TABLE leads;--`;
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const subject = '=HYPERLINK("http://evil.example","click")';
    const fields = await expectStored(contact({ name, message, subject, phone: '+1 250 555 0142', email: 'bobby@example.com' }));
    expect(fields).toMatchObject({ name, message, subject });
    expect(server.rows().length).toBeGreaterThan(0);

    const csv = leadsReport(['--format', 'csv', '--form', 'contact', '--limit', '1'], { LEADS_DB: server.leadsDb });
    const row = csv.split('\r\n')[1];
    expect(row).toContain(`Robert'); DROP TABLE leads;--`);
    expect(row).toContain('"<script>alert(""x"")</script><img src=x onerror=alert(1)>"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain(`'+1 250 555 0142`);
  });

  it('plus signs and percent-encoded ampersands as the characters they stand for', async () => {
    const fields = await expectStored(contact({ name: 'Sam & Co + sons', message: 'a=b&c=d 100%' }));
    expect(fields).toMatchObject({ name: 'Sam & Co + sons', message: 'a=b&c=d 100%' });
  });
});
