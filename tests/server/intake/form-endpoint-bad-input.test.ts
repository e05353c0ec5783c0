// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsReport } from '../../../scripts/leads/leads';
import { postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT: '16384' });
});

afterAll(() => server.stop());

const contact = (fields: Record<string, string>) => new URLSearchParams({ 'form-name': 'contact', ...fields, 'bot-field': '' });

/** Posts `body` and checks the status and error, and that nothing was stored. */
async function expectRefused(body: string | URLSearchParams, status: number, error: string | RegExp, headers?: Record<string, string>) {
  const before = server.rows().length;
  const response = await postForm(server.siteOrigin, body, headers);
  expect(response.status).toBe(status);
  const answer = await response.json();
  expect(answer.ok).toBe(false);
  expect(answer.error).toMatch(error);
  expect(server.rows()).toHaveLength(before);
}

/** Posts `body`, expects it stored, and returns the stored fields. */
async function expectStored(body: URLSearchParams): Promise<Record<string, string>> {
  const response = await postForm(server.siteOrigin, body);
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
    const response = await fetch(`${server.siteOrigin}/`, { method: 'POST', body: new Uint8Array(Buffer.from('form-name=contact')) });
    expect(response.status).toBe(415);
    const empty = await fetch(`${server.siteOrigin}/`, { method: 'POST' });
    expect(empty.status).toBe(415);
    expect(server.rows()).toHaveLength(before);
  });

  it('a body over BODY_LIMIT, with 413', async () => {
    await expectRefused(contact({ message: 'x'.repeat(17_000) }), 413, 'The form is larger than 16384 bytes.');
  });

  it('a missing or unknown form-name, with 400 naming it', async () => {
    await expectRefused('name=Sam', 400, 'The form-name field is missing.');
    await expectRefused(
      'form-name=newsletter&name=Sam',
      400,
      'Unknown form-name "newsletter"; expected one of quote-request, membership-quote, contact.',
    );
    await expectRefused('form-name=__proto__', 400, /Unknown form-name "__proto__"/);
    await expectRefused('form-name=toString', 400, /Unknown form-name "toString"/);
  });

  it("a field that is not the form's, with 400 naming the field", async () => {
    await expectRefused(
      contact({ name: 'Sam', website: 'http://spam.example' }),
      400,
      'The field "website" is not part of the contact form.',
    );
    // services belongs to quote-request, not to contact.
    await expectRefused(contact({ services: 'Window Cleaning' }), 400, 'The field "services" is not part of the contact form.');
    await expectRefused('form-name=contact&__proto__=x', 400, 'The field "__proto__" is not part of the contact form.');
  });

  it('an over-long field, with 400 naming the field and its bound', async () => {
    await expectRefused(contact({ name: 'a'.repeat(201) }), 400, 'The field "name" is longer than 200 characters.');
    await expectRefused(contact({ message: 'a'.repeat(5_001) }), 400, 'The field "message" is longer than 5000 characters.');
    await expectRefused(contact({ partner: 'p'.repeat(101) }), 400, 'The field "partner" is longer than 100 characters.');
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
    const response = await fetch(`${server.siteOrigin}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new Uint8Array(Buffer.concat([Buffer.from('form-name=contact&name='), Buffer.from([0xff, 0xfe])])),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('The form body is not valid UTF-8.');
    expect(server.rows()).toHaveLength(before);
  });

  it('a repeated key, with 400 naming it', async () => {
    await expectRefused('form-name=contact&name=Sam&name=Alex', 400, 'The field "name" was sent more than once.');
    await expectRefused('form-name=contact&form-name=quote-request', 400, 'The field "form-name" was sent more than once.');
  });

  it('1,000 fields, with 400', async () => {
    const body = ['form-name=contact', ...Array.from({ length: 999 }, (_, index) => `field${index}=x`)].join('&');
    await expectRefused(body, 400, 'The form has more than 40 fields.');
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
    const fields = await expectStored(contact({ name, message, subject, phone: '+1 250 555 0142' }));
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
