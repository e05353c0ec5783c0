// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { leadsReport } from '../../../scripts/leads/leads';
import { encodeSpecBody, specBodies, withName } from '../spec-bodies';
import { postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const contactBody = specBodies[3];

describe('the honeypot', () => {
  it('stores a post with a filled bot-field as spam and answers exactly as it answers people', async () => {
    server = await startTestServer();
    const person = await postForm(server.siteOrigin, encodeSpecBody(contactBody));
    const bot = await postForm(server.siteOrigin, encodeSpecBody(withName(contactBody, 'Cheap Pills'), 'http://spam.example'));
    expect(bot.status).toBe(person.status);
    expect(await bot.text()).toBe(await person.text());
    expect(server.rows().map((row) => row.spam)).toEqual([0, 1]);
  });

  it('keeps spam out of `npm run leads` unless --spam is given, and marks it there', async () => {
    server = await startTestServer();
    await postForm(server.siteOrigin, encodeSpecBody(contactBody));
    await postForm(server.siteOrigin, encodeSpecBody(withName(contactBody, 'Cheap Pills'), 'filled'));
    const env = { LEADS_DB: server.leadsDb };
    expect(leadsReport([], env)).not.toContain('Cheap Pills');
    expect(leadsReport(['--spam'], env)).toMatch(/Cheap Pills.*spam/);
    expect(JSON.parse(leadsReport(['--format', 'json'], env))).toHaveLength(1);
    expect(JSON.parse(leadsReport(['--format', 'json', '--spam'], env))).toHaveLength(2);
  });

  it('still refuses malformed spam with the usual 400, storing nothing', async () => {
    server = await startTestServer();
    const response = await postForm(server.siteOrigin, 'form-name=contact&bot-field=x&website=y');
    expect(response.status).toBe(400);
    expect(server.rows()).toHaveLength(0);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After once a client has posted RATE_LIMIT_MAX times in the window, and stores nothing more', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '120' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await postForm(server.siteOrigin, encodeSpecBody(contactBody))).status).toBe(200);
    const limited = await postForm(server.siteOrigin, encodeSpecBody(contactBody));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect((await limited.json()).error).toMatch(/^Too many form posts from your address\. Try again in \d+ seconds\.$/);
    expect(server.rows()).toHaveLength(3);
  });

  it('counts bad posts too, so a flood of junk is throttled as well', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '2' });
    await postForm(server.siteOrigin, 'junk');
    await postForm(server.siteOrigin, 'junk');
    expect((await postForm(server.siteOrigin, encodeSpecBody(contactBody))).status).toBe(429);
  });

  it('is kept per client: behind a trusted proxy, each forwarded address has its own allowance', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' });
    const from = (address: string) => postForm(server!.siteOrigin, encodeSpecBody(contactBody), { 'X-Forwarded-For': address });
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('198.51.100.4')).status).toBe(200);
    expect(server.rows().map((row) => row.client_address)).toEqual(['203.0.113.7', '198.51.100.4']);
  });

  it('counts an IPv6 client per /64, so changing the low bits of its address does not reset the limit', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' });
    const from = (address: string) => postForm(server!.siteOrigin, encodeSpecBody(contactBody), { 'X-Forwarded-For': address });
    expect((await from('2001:db8:1:2::1')).status).toBe(200);
    expect((await from('2001:db8:1:2::beef')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(200);
    expect(server.rows().map((row) => row.client_address)).toEqual(['2001:db8:1:2::1', '2001:db8:1:3::1']);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so, so a client cannot dodge the limit', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '1' });
    expect((await postForm(server.siteOrigin, encodeSpecBody(contactBody), { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(200);
    expect((await postForm(server.siteOrigin, encodeSpecBody(contactBody), { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(429);
    expect(server.rows()[0].client_address).toBe('127.0.0.1');
  });

  it('leaves pages alone: only form posts are limited', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '1' });
    for (let attempt = 0; attempt < 5; attempt++) expect((await fetch(`${server.siteOrigin}/`)).status).toBe(200);
  });
});
