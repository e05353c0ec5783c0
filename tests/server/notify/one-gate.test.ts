// @vitest-environment node
// Every message to the owner passes one flood gate per channel: leads, held posts, leads from the fallback journal,
// unstored-lead and low-disk notices (channel alerts and give-ups share those notices). Past NOTIFY_MAX_PER_HOUR they wait for the digest, whatever path they took.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { holdWriteLock, type WriteLock } from '../hold-write-lock';
import { postForm, startTestServer, type TestServer } from '../test-server';
import { startSmtpReceiver, startWebhookReceiver, until, type SmtpReceiver, type WebhookReceiver } from './test-receivers';

let server: TestServer | undefined;
let smtp: SmtpReceiver | undefined;
let hook: WebhookReceiver | undefined;
let lock: WriteLock | undefined;

afterEach(async () => {
  await lock?.release();
  lock = undefined;
  await server?.stop();
  server = undefined;
  await smtp?.stop();
  await hook?.stop();
});

const post = (name: string) => postForm(server!.siteOrigin, encodeFormBody(withName(formBodies[3], name))).catch(() => undefined);

describe('a flood through every path to the owner', () => {
  it('sends no channel more than NOTIFY_MAX_PER_HOUR messages in the hour; the rest wait for the digest', { timeout: 30_000 }, async () => {
    smtp = await startSmtpReceiver();
    hook = await startWebhookReceiver();
    const journalDir = await mkdtemp(join(tmpdir(), 'one-gate-'));
    server = await startTestServer({
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'owner@example.com',
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      NOTIFY_MAX_PER_HOUR: '3',
      LEADS_FALLBACK_DIR: journalDir,
      // More free space asked for than any disk has: the first held post brings the low-disk notice.
      QUARANTINE_MIN_FREE_MB: '100000000',
    });
    const heldBack = () => server!.logLines.filter((line) => line.includes('held back for the next digest')).length;
    // Leads through the outbox: three go, the fourth waits for the digest.
    for (const name of ['Lead 1', 'Lead 2', 'Lead 3', 'Lead 4']) await post(name);
    await until(() => smtp!.emails.length === 3 && hook!.requests.length === 3);
    // Leads the journal takes while another process holds the database.
    lock = await holdWriteLock(server.leadsDb);
    for (const name of ['Journal 1', 'Journal 2']) await post(name);
    // One line a channel for the digest interval, not one a message.
    expect(heldBack()).toBe(2);
    // Leads nothing can take: their notices.
    await rm(journalDir, { recursive: true, force: true });
    await writeFile(journalDir, '');
    for (const name of ['Unstored 1', 'Unstored 2']) await post(name);
    // A held post: refused for want of room, and the owner told of the disk.
    const held = new URLSearchParams(encodeFormBody(withName(formBodies[3], 'Held')));
    held.set('fax', '250-555-0100');
    expect((await postForm(server.siteOrigin, held)).status).toBe(429);
    expect(heldBack()).toBe(2);
    expect(smtp.emails).toHaveLength(3);
    expect(hook.requests).toHaveLength(3);
    // Nothing held back is lost: a stopping server sends it as one digest a channel.
    await lock.release();
    lock = undefined;
    await server.stop();
    server = undefined;
    expect(smtp.emails.map((email) => email.headers.subject)).toContain(
      'Okanagan Exterior server: 5 message(s) held back over NOTIFY_MAX_PER_HOUR',
    );
    await rm(journalDir, { force: true });
  });
});
