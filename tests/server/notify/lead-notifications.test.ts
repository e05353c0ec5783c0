// @vitest-environment node
// The owner hears of every lead through the real server: a post, its e-mail and webhook, what is never sent,
// a restart after SIGKILL, and a lead released from the quarantine.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadsReport, notifyTest } from '../../../scripts/leads/leads';
import { openFallbackJournal } from '../../../server/leads/fallback-journal';
import type { NewLead } from '../../../server/leads/lead-store';
import { lead } from '../leads/lead-fixtures';
import { spawnServer } from '../spawn-server';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { fastDelivery, postForm, startTestServer, type TestServer } from '../test-server';
import { startSmtpReceiver, startWebhookReceiver, until, type SmtpReceiver, type WebhookReceiver } from './test-receivers';

const secret = `whsec_${randomBytes(32).toString('base64')}`;

let smtp: SmtpReceiver | undefined;
let hook: WebhookReceiver;
let server: TestServer | undefined;

/** The environment that sends every lead to the two receivers. */
const notifyEnv = () => ({
  SMTP_URL: String(smtp?.url),
  NOTIFY_EMAIL_TO: 'owner@example.com',
  WEBHOOK_URL: hook.url,
  WEBHOOK_SECRET: secret,
});

beforeEach(async () => {
  smtp = await startSmtpReceiver();
  hook = await startWebhookReceiver();
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await smtp?.stop();
  await hook.stop();
});

describe('a lead reaching the owner', () => {
  it('sends one e-mail with the visitor, the price and a way to reply, and one signed webhook', async () => {
    server = await startTestServer(notifyEnv());
    const posted = Date.now();
    expect((await postForm(server.siteOrigin, encodeFormBody(formBodies[0]))).status).toBe(200);
    await until(() => smtp?.emails.length === 1 && hook.requests.length === 1);
    // Well within the minute the owner is promised: it goes as soon as the lead is committed.
    expect(Date.now() - posted).toBeLessThan(3_000);

    const [email] = smtp!.emails;
    expect(email.headers.subject).toBe('New quote request: Avery Chen, $371 - $474');
    expect(email.headers['reply-to']).toContain('avery@example.com');
    expect(email.to).toEqual(['owner@example.com']);
    expect(email.html).toContain('href="tel:2505550199"');
    expect(email.html).toContain('href="mailto:avery@example.com"');
    expect(email.text).toContain('lakeview-strata');
    const id = Number(server.rows()[0].id);
    expect(email.headers['message-id']).toMatch(new RegExp(`^<lead-${server.rows()[0].submission_id}@`));

    const [request] = hook.requests;
    const payload = new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }) as { type: string; data: { id: number; form: string; partner: string; fields: Record<string, string> } };
    expect(payload).toMatchObject({ type: 'lead.created', data: { id, form: 'quote-request', partner: 'lakeview-strata' } });
    expect(payload.data.fields['estimated-price']).toBe('$371 - $474');
    await until(() =>
      /^No pending or failed deliveries/.test(leadsReport(['deliveries'], { LEADS_DB: String(server?.leadsDb), ...notifyEnv() })),
    );
  });

  it('gives the first leads of two fresh databases different Message-IDs and webhook-ids', { timeout: 20_000 }, async () => {
    for (let run = 1; run <= 2; run++) {
      server = await startTestServer(notifyEnv());
      await postForm(server.siteOrigin, encodeFormBody(formBodies[0]));
      await until(() => smtp?.emails.length === run && hook.requests.length === run);
      expect(server.rows().map((row) => row.id)).toEqual([1]);
      await server.stop();
      server = undefined;
    }
    const messageIds = smtp!.emails.map((email) => email.headers['message-id']);
    expect(new Set(messageIds).size).toBe(2);
    expect(new Set(hook.requests.map((request) => request.headers['webhook-id'])).size).toBe(2);
  });

  it('tells the owner the page a widget was on and its UTM tags, by e-mail and webhook', async () => {
    server = await startTestServer(notifyEnv());
    const attribution = {
      partner: 'lakeview-strata',
      page: 'https://lakeview-strata.example/residents',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    };
    expect((await postForm(server.siteOrigin, encodeFormBody({ ...formBodies[0], attribution }))).status).toBe(200);
    await until(() => smtp?.emails.length === 1 && hook.requests.length === 1);
    const [email] = smtp!.emails;
    expect(email.text).toContain('Page the form was on: https://lakeview-strata.example/residents');
    expect(email.text).toContain('Campaign name (utm_campaign): spring');
    expect(email.html).toContain('Campaign source (utm_source)</th><td style="white-space: pre-wrap">newsletter</td>');
    const { data } = JSON.parse(hook.requests[0].body);
    expect(data).toMatchObject({ ...attribution, utm_term: null, utm_content: null, form: 'quote-request' });
  });

  it('sends nothing for spam, and a held post at once, marked held with its reasons', async () => {
    server = await startTestServer(notifyEnv());
    await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], 'Cheap Pills'), 'bot'));
    await postForm(server.siteOrigin, 'form-name=contact&name=Only+A+Name');
    await postForm(server.siteOrigin, encodeFormBody(formBodies[3]));
    // Spam is never queued: once the other two posts' deliveries are sent, nothing more can go.
    expect(server.deliveries().map((row) => row.lead_id)).toEqual([2, 2, 3, 3]);
    await until(() => server!.deliveries().every((row) => row.status === 'sent'));
    expect(smtp!.emails).toHaveLength(2);
    expect(hook.requests).toHaveLength(2);
    expect(server.rows().map((row) => row.held)).toEqual([1, 1, 0]);
    const subjects = smtp!.emails.map((email) => email.headers.subject).sort();
    expect(subjects).toEqual(['Held: New message: Only A Name', 'New message: Riley Singh, Window cleaning']);
    const heldEmail = smtp!.emails.find((email) => email.headers.subject.startsWith('Held:'))!;
    expect(heldEmail.text).toMatch(/This post is held, because: .*email/);
    expect(heldEmail.headers['message-id']).toMatch(new RegExp(`^<held-${server.rows()[1].submission_id}@`));

    const bodies = hook.requests.map((request) => JSON.parse(request.body));
    const held = bodies.find((body) => body.type === 'lead.held');
    expect(held.data).toMatchObject({ id: server.rows()[1].id, form: 'contact', fields: { name: 'Only A Name' } });
    expect(held.data.reasons).toEqual(JSON.parse(String(server.rows()[1].reasons)));
    expect(bodies.map((body) => body.type).sort()).toEqual(['lead.created', 'lead.held']);
  });

  it('tells the owner of a lead released from the quarantine as a new lead', async () => {
    server = await startTestServer(notifyEnv(), { deliveryTiming: fastDelivery });
    await postForm(server.siteOrigin, encodeFormBody(formBodies[3], 'false positive'));
    // Spam: stored, and nobody is to be told.
    expect(server.deliveries()).toEqual([]);
    const id = String(server.rows()[0].id);
    expect(leadsReport(['release', id], { LEADS_DB: server.leadsDb, ...notifyEnv() })).toBe(
      `Released lead ${id}: it is among the leads now. The running server sends it as a new lead (2 notifications queued).\n`,
    );
    // The running server's worker finds the new deliveries at its next look.
    await until(() => smtp?.emails.length === 1 && hook.requests.length === 1);
    expect(JSON.parse(hook.requests[0].body).type).toBe('lead.created');
  });

  it('sends a released held post through the server’s channels when the shell has none', async () => {
    server = await startTestServer(notifyEnv(), { deliveryTiming: fastDelivery });
    await postForm(server.siteOrigin, 'form-name=contact&name=Only+A+Name');
    await until(() => smtp?.emails.length === 1 && hook.requests.length === 1);
    const id = String(server.rows()[0].id);
    expect(leadsReport(['release', id], { LEADS_DB: server.leadsDb })).toBe(
      `Released lead ${id}: it is among the leads now. The running server sends it as a new lead (2 notifications queued).\n`,
    );
    await until(() => smtp?.emails.length === 2 && hook.requests.length === 2);
    expect(smtp!.emails[1].headers.subject).toBe('New message: Only A Name');
    expect(JSON.parse(hook.requests[1].body).type).toBe('lead.created');
    expect(hook.requests[1].headers['webhook-id']).toBe(`lead_${server.rows()[0].submission_id}`);
  });
});

describe('npm run leads -- notify-test', () => {
  it('sends one test message through each channel and says how each went', async () => {
    expect(await notifyTest(notifyEnv())).toEqual({ text: 'email: sent\nwebhook: sent\n', ok: true });
    expect(smtp!.emails.map((email) => email.headers.subject)).toEqual([expect.stringMatching(/^Test: /)]);
    expect(JSON.parse(hook.requests[0].body).type).toBe('lead.test');
  });

  it('says which channel failed, and that there is nothing to test without one', async () => {
    smtp!.down = true;
    const env = { SMTP_URL: smtp!.url, NOTIFY_EMAIL_TO: 'owner@example.com' };
    const { text, ok } = await notifyTest(env);
    expect(ok).toBe(false);
    expect(text).toMatch(/^email: failed, /);
    expect(await notifyTest({})).toEqual({
      text: 'No channel to test: set SMTP_URL and NOTIFY_EMAIL_TO, or WEBHOOK_URL and WEBHOOK_SECRET.\n',
      ok: false,
    });
  });
});

/** The one delivery in the database at `path`, if written yet, read as `npm run leads` does. */
function deliveryIn(path: string): { status: string; attempts: number } | undefined {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT status, attempts FROM deliveries').get() as { status: string; attempts: number } | undefined;
  } finally {
    db.close();
  }
}

describe('a lead the server could not deliver before it died', () => {
  it(
    'is delivered once after a restart, when the server was SIGKILLed after answering and a failed attempt',
    { timeout: 30_000 },
    async () => {
      smtp!.down = true;
      const dir = await mkdtemp(join(tmpdir(), 'notify-restart-'));
      const env = {
        DIST_DIR: join(dir, 'dist'),
        LEADS_DB: join(dir, 'leads.sqlite'),
        SMTP_URL: smtp!.url,
        NOTIFY_EMAIL_TO: 'owner@example.com',
      };
      // The mail server is down: the first attempt fails, and the lead waits in the outbox.
      const first = await spawnServer(env);
      expect((await postForm(first.siteOrigin, encodeFormBody(formBodies[1]))).status).toBe(200);
      // Killed once its failed attempt is recorded: a server killed mid-send leaves its claim on the
      // delivery for two minutes, for fear of sending it twice, and the test would wait that long.
      await until(() => deliveryIn(env.LEADS_DB)?.attempts === 1, 15_000);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');

      // The retry falls due while the server is down, as it does when a restart takes longer than the first wait.
      const db = new Database(env.LEADS_DB);
      db.prepare('UPDATE deliveries SET next_attempt_at = ?').run(new Date().toISOString());
      db.close();
      smtp!.down = false;
      const second = await spawnServer(env);
      // Marked sent once the mail server took it: a second send would have been received by then.
      await until(() => deliveryIn(env.LEADS_DB)?.status === 'sent', 15_000);
      expect(smtp!.emails.map((email) => email.headers.subject)).toEqual(['New membership request: Morgan Lee, $93/month']);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      await rm(dir, { recursive: true, force: true });
    },
  );
});

describe('a lead whose webhook is on its way when the server stops', () => {
  it('finishes the send and records it as sent before the database closes', { timeout: 20_000 }, async () => {
    // A receiver that holds each request until released: the send is still on its way when close() begins.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let received = 0;
    const slow = createServer((request, response) => {
      received++;
      request.resume();
      void held.then(() => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    server = await startTestServer({ WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, WEBHOOK_SECRET: secret });
    expect((await postForm(server.siteOrigin, encodeFormBody(formBodies[0]))).status).toBe(200);
    await until(() => received === 1);
    const closing = server.close();
    setTimeout(release, 200);
    await closing;
    expect(server.deliveries().map(({ channel, status }) => ({ channel, status }))).toEqual([{ channel: 'webhook', status: 'sent' }]);
    await rm(server.dir, { recursive: true, force: true });
    server = undefined;
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });
});

describe('a lead while the mail server is down', () => {
  // The production schedule (5 s doubling up to 5 minutes) is pinned by retryDelayMs's own tests; here it runs shrunk.
  it('is retried with backoff while the mail server is down, and e-mailed once it is back, only once', async () => {
    smtp!.down = true;
    server = await startTestServer({ SMTP_URL: smtp!.url, NOTIFY_EMAIL_TO: 'owner@example.com' }, { deliveryTiming: fastDelivery });
    expect((await postForm(server.siteOrigin, encodeFormBody(formBodies[2]))).status).toBe(200);
    await until(() => server!.deliveries()[0]?.attempts >= 3);
    expect(leadsReport(['deliveries'], { LEADS_DB: server.leadsDb })).toMatch(/email\s+pending/);
    smtp!.down = false;
    // Marked sent once the mail server took it: a second send would have been received by then.
    await until(() => server!.deliveries()[0].status === 'sent');
    expect(smtp!.emails.map((email) => email.headers.subject)).toEqual(['New quote request: Jamie Park, Window Cleaning, Gutter Cleaning']);
  });
});

describe('a disk running short of space', () => {
  it('stops storing held posts, keeps storing leads, and tells the owner once', { timeout: 20_000 }, async () => {
    server = await startTestServer({ ...notifyEnv(), QUARANTINE_MIN_FREE_MB: '100000000' });
    const held = await postForm(server.siteOrigin, encodeFormBody(formBodies[3], 'bot'));
    expect(held.status).toBe(429);
    expect((await postForm(server.siteOrigin, encodeFormBody(formBodies[3], 'bot'))).status).toBe(429);
    expect((await postForm(server.siteOrigin, encodeFormBody(formBodies[3]))).status).toBe(200);
    expect(server.rows().map((row) => row.held)).toEqual([0]);
    const warnings = server.logLines.filter((line) => line.includes('held posts are no longer stored'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Only \d+ MB free beside .*leads\.sqlite: held posts are no longer stored; leads with nothing wrong still are\.$/,
    );
    await until(() => smtp!.emails.some((email) => email.headers.subject === 'Okanagan Exterior server: low disk space'));
    await until(() => smtp!.emails.length === 2 && hook.requests.length === 2);
    // One notice per warning logged, and the one warning is counted above.
    expect(smtp!.emails.filter((email) => email.headers.subject.endsWith('low disk space'))).toHaveLength(1);
    // The webhook is told too, for an owner who reads the webhook alone.
    const notices = hook.requests.map((request) => JSON.parse(request.body)).filter((body) => body.type === 'server.notice');
    expect(notices.map((body) => body.data.subject)).toEqual(['low disk space']);
  });
});

describe('a lead the fallback journal holds while the database cannot take it', () => {
  it(
    'reaches the owner at once by e-mail and webhook, under the ids it keeps once the database takes it',
    { timeout: 20_000 },
    async () => {
      server = await startTestServer(notifyEnv(), { deliveryTiming: fastDelivery });
      const locker = new Database(server.leadsDb);
      locker.exec('BEGIN EXCLUSIVE');
      try {
        expect((await postForm(server.siteOrigin, encodeFormBody(formBodies[3]))).status).toBeLessThan(300);
        await until(() => smtp!.emails.length === 1 && hook.requests.length === 1, 10_000);
        expect(server.rows()).toHaveLength(0);
      } finally {
        locker.exec('COMMIT');
        locker.close();
      }
      const [email] = smtp!.emails;
      expect(email.headers.subject).toBe('New message: Riley Singh, Window cleaning');
      expect(email.text).toContain('Held in the fallback journal');
      const body = JSON.parse(hook.requests[0].body);
      expect(body).toMatchObject({ type: 'lead.created', data: { id: null, fields: { name: 'Riley Singh' } } });

      // Stored once the database takes writes again, then sent through the outbox under the same ids.
      await until(() => smtp!.emails.length === 2 && hook.requests.length === 2, 15_000);
      expect(server.rows()).toHaveLength(1);
      expect(smtp!.emails[1].headers['message-id']).toBe(email.headers['message-id']);
      expect(hook.requests[1].headers['webhook-id']).toBe(hook.requests[0].headers['webhook-id']);
      expect(JSON.parse(hook.requests[1].body).data.id).toBe(server.rows()[0].id);
    },
  );
});

describe('a lead an earlier run left in the fallback journal', () => {
  it(
    'is queued in the outbox as the server starts and e-mailed, never found later as a lead nobody was told of',
    { timeout: 20_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'journal-at-start-'));
      openFallbackJournal<NewLead>(join(dir, 'journal')).append([lead('Left In The Journal')]);
      server = await startTestServer({ ...notifyEnv(), LEADS_FALLBACK_DIR: join(dir, 'journal') });
      await until(() => smtp!.emails.length === 1 && hook.requests.length === 1);
      expect(smtp!.emails[0].headers.subject).toContain('Left In The Journal');
      expect(server.logLines.filter((line) => line.startsWith('Queued'))).toEqual([]);
      await rm(dir, { recursive: true, force: true });
    },
  );
});

describe('a lead that neither the database nor the journal can take', () => {
  it('gets no answer, and is e-mailed once to the owner with where it came from', { timeout: 20_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'unsaved-'));
    server = await startTestServer({ ...notifyEnv(), LEADS_FALLBACK_DIR: join(dir, 'journal') });
    // A file where the journal's folder was: the journal cannot be written now.
    await rm(join(dir, 'journal'), { recursive: true, force: true });
    await writeFile(join(dir, 'journal'), '');
    const locker = new Database(server.leadsDb);
    locker.exec('BEGIN EXCLUSIVE');
    const attribution = { partner: 'lakeview-strata', page: 'https://lakeview-strata.example/residents', utm_source: 'newsletter' };
    await expect(postForm(server.siteOrigin, encodeFormBody({ ...formBodies[3], attribution }))).rejects.toThrow('fetch failed');
    await until(() =>
      smtp!.emails.some((email) => email.headers.subject === 'Okanagan Exterior server: a lead could not be stored (Riley Singh)'),
    );
    const notice = smtp!.emails.find((email) => email.headers.subject.includes('could not be stored'));
    expect(notice?.text).toContain('Message: Do you clean skylights?');
    expect(notice?.text.split(/\r?\n/)).toEqual(
      expect.arrayContaining([
        'Partner: lakeview-strata',
        'Page the form was on: https://lakeview-strata.example/residents',
        'Campaign source (utm_source): newsletter',
      ]),
    );
    locker.exec('COMMIT');
    locker.close();
    await rm(dir, { recursive: true, force: true });
  });
});
