// @vitest-environment node
// Leads stored while no channel was configured reach the owner once a server with a channel starts.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestServer, type TestServer } from '../test-server';
import { startSmtpReceiver, startWebhookReceiver, until, type SmtpReceiver, type WebhookReceiver } from './test-receivers';

const secret = `whsec_${randomBytes(32).toString('base64')}`;

let smtp: SmtpReceiver;
let hook: WebhookReceiver;
let server: TestServer | undefined;
let dir: string;

beforeEach(async () => {
  smtp = await startSmtpReceiver();
  hook = await startWebhookReceiver();
  dir = await mkdtemp(join(tmpdir(), 'untold-'));
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await smtp.stop();
  await hook.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('leads nobody was told of', () => {
  it('are sent, held posts as held and spam never, when a server with channels starts', { timeout: 20_000 }, async () => {
    const LEADS_DB = join(dir, 'leads.sqlite');
    server = await startTestServer({ LEADS_DB });
    await postForm(server.siteOrigin, encodeFormBody(formBodies[3]));
    await postForm(server.siteOrigin, 'form-name=contact&name=Only+A+Name');
    await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], 'Cheap Pills'), 'bot'));
    await server.stop();
    // A lead of last month is news no more: it is left to npm run leads.
    const db = new Database(LEADS_DB);
    db.prepare(`UPDATE leads SET received_at = '2000-01-01T00:00:00.000Z' WHERE id = 1`).run();
    db.prepare(
      `INSERT INTO leads (received_at, form_name, fields, client_address, submission_id) VALUES (?, 'contact', ?, '127.0.0.1', 'x')`,
    ).run(new Date().toISOString(), JSON.stringify({ name: 'Recent Lead', message: 'Hello' }));
    db.close();

    server = await startTestServer({
      LEADS_DB,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'owner@example.com',
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: secret,
    });
    // Spam and the old lead are never queued: once the two queued leads are sent, nothing more can go.
    await until(() => server!.deliveries().length === 4 && server!.deliveries().every((row) => row.status === 'sent'));
    expect(smtp.emails.map((email) => email.headers.subject).sort()).toEqual([
      'Held: New message: Only A Name',
      'New message: Recent Lead',
    ]);
    expect(hook.requests.map((request) => JSON.parse(request.body).type).sort()).toEqual(['lead.created', 'lead.held']);
    expect(server.logLines).toContain('Queued 2 lead(s) of the last 7 days that no channel had been told of.');
  });
});
