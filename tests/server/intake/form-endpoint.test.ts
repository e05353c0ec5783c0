// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadsReport } from '../../../scripts/leads/leads';
import { encodeFormBody, formBodies, storedFields } from '../form-bodies';
import { postForm, startTestApp, type TestApp } from '../test-server';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(() => server.stop());

describe('POST / with each of the four form bodies (product rules §3.2)', () => {
  let before: number;
  beforeEach(() => {
    before = server.rows().length;
  });

  for (const body of formBodies) {
    it(`stores the ${body.label} form with exactly its fields, and answers 200 once it is stored`, async () => {
      const response = await postForm(server, encodeFormBody(body), { 'User-Agent': 'lead-form-test' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, message: "Thank you! We'll be in touch within 24 hours." });

      const rows = server.rows();
      expect(rows).toHaveLength(before + 1);
      const row = rows.at(-1) as Record<string, unknown>;
      const { formName, fields } = storedFields(body);
      expect(row.form_name).toBe(formName);
      expect(Object.entries(JSON.parse(String(row.fields)))).toEqual(fields);
      expect(row.partner).toBe(body.attribution?.partner ?? null);
      expect(row.spam).toBe(0);
      expect(row.client_address).toBe('127.0.0.1');
      expect(row.user_agent).toBe('lead-form-test');
      expect(Math.abs(Date.parse(String(row.received_at)) - Date.now())).toBeLessThan(60_000);
    });
  }

  it('lets `npm run leads` show every stored body, newest first', () => {
    const table = leadsReport([], { LEADS_DB: server.leadsDb });
    const names = formBodies.map((body) => body.values.name);
    const positions = names.map((name) => table.indexOf(name));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
    expect(table).toContain('lakeview-strata');

    const json = JSON.parse(leadsReport(['--format', 'json'], { LEADS_DB: server.leadsDb }));
    expect(json.map((lead: { fields: Record<string, string> }) => lead.fields.name).reverse()).toEqual(names);
  });
});

describe('POST / with the quote page posted without scripts', () => {
  it('stores the services, sent once per ticked box, joined as the scripted post sends them, and holds nothing', async () => {
    const quotePage = formBodies[2];
    const { formName, fields } = storedFields(quotePage);
    // As the browser posts the form itself: its hidden fields first, then each field in page order, services
    // as an empty value and one value per ticked box.
    const native = new URLSearchParams([
      ['form-name', formName],
      ['bot-field', ''],
    ]);
    for (const [field, value] of fields) {
      if (field !== 'services') native.append(field, value);
      else for (const service of ['', ...value.split(', ')]) native.append(field, service);
    }
    expect(native.getAll('services')).toEqual(['', 'Window Cleaning', 'Gutter Cleaning']);

    const before = server.rows().length;
    expect((await postForm(server, native, { Accept: 'text/html' })).status).toBe(200);
    expect((await postForm(server, encodeFormBody(quotePage))).status).toBe(200);
    const [unscripted, scripted] = server.rows().slice(before) as Array<Record<string, unknown>>;
    expect(Object.entries(JSON.parse(String(unscripted.fields)))).toEqual(fields);
    for (const column of ['form_name', 'fields', 'held', 'reasons', 'extras', 'spam']) expect(unscripted[column]).toEqual(scripted[column]);
    expect(unscripted.held).toBe(0);
  });
});

describe('POST / answers', () => {
  it('carries CORS and cross-origin resource headers, so widget posts from partner pages complete', async () => {
    const response = await postForm(server, encodeFormBody(formBodies[3]), { Origin: 'https://partner.example.org' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('carries them on refusals too, so a refused post is still a completed request (product rules §3.4)', async () => {
    const response = await postForm(server, 'form-name=nope');
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers a CORS preflight with 204 and what may be sent', async () => {
    const response = await server.fetch('/', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example.org',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('answers a plain HTML form post (no scripts) with a thank-you page in the site look, which runs no script', async () => {
    const response = await postForm(server, encodeFormBody(formBodies[3]), { Accept: 'text/html,application/xhtml+xml' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<h1>Request received</h1>');
    expect(page).toContain('<a class="button" href="/">Back to the home page</a>');
    // As files, the stylesheets whose rules the built 404 page holds inline; nothing inline, which the site's CSP forbids.
    expect([...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-Ef56Gh78.css" />',
    ]);
    expect(page).not.toMatch(/<script|<style|\sstyle=/);
  });

  it('answers a refused HTML form post with a page that says why', async () => {
    const response = await postForm(server, 'form-name=news"letter', { Accept: 'text/html' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Unknown form-name; expected one of quote-request, membership-quote, contact.');
    expect(page).not.toContain('letter');
  });
});
