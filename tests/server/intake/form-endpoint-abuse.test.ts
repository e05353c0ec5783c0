// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { leadsReport } from '../../../scripts/leads/leads';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestApp, type TestApp } from '../test-server';

let server: TestApp | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const contactBody = formBodies[3];

describe('the honeypot', () => {
  it('stores a post with a filled bot-field as spam and answers exactly as it answers people', async () => {
    server = await startTestApp();
    const person = await postForm(server, encodeFormBody(contactBody));
    const bot = await postForm(server, encodeFormBody(withName(contactBody, 'Cheap Pills'), 'http://spam.example'));
    expect(bot.status).toBe(person.status);
    expect(await bot.text()).toBe(await person.text());
    expect(server.rows().map((row) => row.spam)).toEqual([0, 1]);
  });

  it('keeps spam out of `npm run leads` unless --spam is given, and marks it there', async () => {
    server = await startTestApp();
    await postForm(server, encodeFormBody(contactBody));
    await postForm(server, encodeFormBody(withName(contactBody, 'Cheap Pills'), 'filled'));
    const env = { LEADS_DB: server.leadsDb };
    expect(leadsReport([], env)).not.toContain('Cheap Pills');
    expect(leadsReport(['--spam'], env)).toMatch(/Cheap Pills.*spam/);
    expect(JSON.parse(leadsReport(['--format', 'json'], env))).toHaveLength(1);
    expect(JSON.parse(leadsReport(['--format', 'json', '--spam'], env))).toHaveLength(2);
  });

  it('holds spam with its reason, so the owner can look at it and it is never sent on', async () => {
    server = await startTestApp();
    await postForm(server, encodeFormBody(withName(contactBody, 'Cheap Pills'), 'x'));
    const [row] = server.rows();
    expect(row).toMatchObject({ spam: 1, held: 1 });
    expect(JSON.parse(String(row.reasons))).toEqual(['the hidden bot-field was filled (spam)']);
  });
});

/** The held flag of every stored row, oldest first. */
const heldFlags = (test: TestApp) => test.rows().map((row) => row.held);

describe('the rate limit', () => {
  it('holds the posts past RATE_LIMIT_MAX in the window, answering them like any other: none is lost', async () => {
    server = await startTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '120' });
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await postForm(server, encodeFormBody(contactBody)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(heldFlags(server)).toEqual([0, 0, 0, 1, 1]);
    expect(JSON.parse(String(server.rows()[3].reasons))).toEqual(['over the rate limit of 3 posts in 120 s from one client']);
  });

  it('refuses held posts past the budget with 429, and logs one summary line for them, not a line each', async () => {
    server = await startTestApp({ RATE_LIMIT_MAX: '1', QUARANTINE_PER_CLIENT_PER_DAY: '2' });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await postForm(server, encodeFormBody(contactBody))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(heldFlags(server)).toEqual([0, 1, 1]);
    const before = server.logLines.length;
    await server.stop();
    const summary = server.logLines.slice(before);
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatch(
      /^Form posts refused over the quarantine budget \(2 held posts a day per client, 10000 in all\): 3 since the last line, from 127\.0\.0\.1\.$/,
    );
    server = undefined;
  });

  it('refuses held posts once the whole quarantine is full, from any client', async () => {
    server = await startTestApp({ QUARANTINE_TOTAL: '1', TRUST_PROXY: 'loopback' });
    const noEmail = { ...contactBody, values: { ...contactBody.values, email: '' } } as typeof contactBody;
    const held = (address: string) => postForm(server!, encodeFormBody(noEmail), { 'X-Forwarded-For': address });
    expect((await held('203.0.113.7')).status).toBe(200);
    const refused = await held('198.51.100.4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    // A lead with nothing wrong is never refused for want of room in the quarantine.
    expect((await postForm(server, encodeFormBody(contactBody), { 'X-Forwarded-For': '198.51.100.4' })).status).toBe(200);
  });

  it('is kept per client: behind a trusted proxy, each forwarded address has its own allowance', async () => {
    server = await startTestApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' });
    const from = (address: string) => postForm(server!, encodeFormBody(contactBody), { 'X-Forwarded-For': address });
    await from('203.0.113.7');
    await from('203.0.113.7');
    await from('198.51.100.4');
    expect(server.rows().map((row) => [row.client_address, row.held])).toEqual([
      ['203.0.113.7', 0],
      ['203.0.113.7', 1],
      ['198.51.100.4', 0],
    ]);
  });

  it('counts an IPv6 client per /64, so changing the low bits of its address does not reset the limit', async () => {
    server = await startTestApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' });
    const from = (address: string) => postForm(server!, encodeFormBody(contactBody), { 'X-Forwarded-For': address });
    await from('2001:db8:1:2::1');
    await from('2001:db8:1:2::beef');
    await from('2001:db8:1:3::1');
    expect(server.rows().map((row) => [row.client_address, row.held])).toEqual([
      ['2001:db8:1:2::1', 0],
      ['2001:db8:1:2::beef', 1],
      ['2001:db8:1:3::1', 0],
    ]);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so, so a client cannot dodge the limit', async () => {
    // On loopback a proxy on this machine is trusted by default: TRUST_PROXY=false turns that off.
    server = await startTestApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'false' });
    await postForm(server, encodeFormBody(contactBody), { 'X-Forwarded-For': '203.0.113.7' });
    await postForm(server, encodeFormBody(contactBody), { 'X-Forwarded-For': '203.0.113.8' });
    expect(heldFlags(server)).toEqual([0, 1]);
    expect(server.rows()[0].client_address).toBe('127.0.0.1');
  });
});
