// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLeadsDatabase } from '../../../server/leads/leads-database';
import { startDeliveryWorker, type DeliveryWorker } from '../../../server/notify/delivery-worker';
import type { OwnerNotices } from '../../../server/notify/channel-health';
import { digestChannels, notifyChannels, ownerNotices, type NotifyChannels } from '../../../server/notify/notify-channels';
import { readNotifyConfig } from '../../../server/notify/notify-config';
import { deliveryTiming } from '../../../server/notify/outbox';
import { fastDelivery as fast } from '../test-server';
import { insertLead, noPageAttribution, openTestDatabase, formLead, submissionIdOf, type TestDatabase } from './test-leads';
import { startSmtpReceiver, startWebhookReceiver, until, type SmtpReceiver, type WebhookReceiver } from './test-receivers';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let test: TestDatabase;
let smtp: SmtpReceiver | undefined;
let hook: WebhookReceiver;
let worker: DeliveryWorker | undefined;
let logLines: string[];

function start(
  channels: NotifyChannels,
  options: { now?: () => Date; db?: TestDatabase['db']; notices?: OwnerNotices } = {},
): DeliveryWorker {
  worker = startDeliveryWorker({
    db: options.db ?? test.db,
    channels,
    notices: options.notices,
    log: (line) => logLines.push(line),
    timing: fast,
    now: options.now,
    // No jitter: the waits are the plain backoff.
    random: () => 0.5,
  });
  return worker;
}

/** Both channels' settings, the e-mail going to `smtpUrl`. */
const configTo = (smtpUrl: string) =>
  readNotifyConfig({ SMTP_URL: smtpUrl, NOTIFY_EMAIL_TO: 'owner@example.com', WEBHOOK_URL: hook.url, WEBHOOK_SECRET: secret });

/** Both channels, the e-mail going to `smtpUrl`. */
const channelsTo = (smtpUrl: string) => notifyChannels(configTo(smtpUrl));

/** An SMTP receiver that answers every connection 421 until told otherwise. */
async function downSmtp(): Promise<SmtpReceiver> {
  smtp = await startSmtpReceiver();
  smtp.down = true;
  return smtp;
}

beforeEach(async () => {
  test = await openTestDatabase();
  hook = await startWebhookReceiver();
  logLines = [];
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await smtp?.stop();
  smtp = undefined;
  await hook.stop();
  await test.close();
});

describe('startDeliveryWorker', () => {
  it('tells the owner of a lead by exactly one e-mail and one signed webhook, and marks both sent', async () => {
    smtp = await startSmtpReceiver();
    start(channelsTo(smtp.url));
    const id = insertLead(test.db, formLead('calculator quote'), ['email', 'webhook']);
    worker!.wake();
    await until(() => test.deliveries().every((row) => row.status === 'sent'));
    expect(smtp.emails).toHaveLength(1);
    expect(hook.requests).toHaveLength(1);

    const [email] = smtp.emails;
    expect(email.to).toEqual(['owner@example.com']);
    expect(email.headers.subject).toBe('New quote request: Avery Chen, $371 - $474');
    expect(email.headers['reply-to']).toBe('"Avery Chen" <avery@example.com>');
    expect(email.headers['message-id']).toBe(`<lead-${submissionIdOf(test.db, id)}@okanagan-exterior.example.com>`);
    expect(email.html).toContain('<a href="tel:2505550199">250-555-0199</a>');
    expect(email.html).toContain('<a href="mailto:avery@example.com">avery@example.com</a>');
    for (const value of Object.values(formLead('calculator quote').fields)) expect(email.text).toContain(value);
    expect(email.text).toContain('Partner: lakeview-strata');

    const [request] = hook.requests;
    expect(request.headers['webhook-id']).toBe(`lead_${submissionIdOf(test.db, id)}`);
    const body = new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    expect(body).toEqual({
      type: 'lead.created',
      data: {
        id,
        form: 'quote-request',
        receivedAt: expect.any(String),
        partner: 'lakeview-strata',
        ...noPageAttribution,
        fields: formLead('calculator quote').fields,
      },
    });
    expect(test.deliveries()).toMatchObject([
      { channel: 'email', status: 'sent', attempts: 1, sent_at: expect.any(String) },
      { channel: 'webhook', status: 'sent', attempts: 1, sent_at: expect.any(String) },
    ]);
  });

  it('sends nothing for spam, which its caller does not enqueue', async () => {
    smtp = await startSmtpReceiver();
    start(channelsTo(smtp.url));
    insertLead(test.db, { ...formLead('contact'), spam: true }, ['email', 'webhook']);
    worker!.wake();
    const id = insertLead(test.db, formLead('membership'), ['email', 'webhook']);
    worker!.wake();
    // Spam has no deliveries to send, so once the lead's are sent nothing else can go.
    await until(() => test.deliveries().length === 2 && test.deliveries().every((row) => row.status === 'sent'));
    expect(smtp.emails.map((email) => email.headers.subject)).toEqual(['New membership request: Morgan Lee, $93/month']);
    expect(hook.requests.map((request) => request.headers['webhook-id'])).toEqual([`lead_${submissionIdOf(test.db, id)}`]);
  });

  it('retries while the SMTP server is down, with backoff, and delivers once when it is back', async () => {
    const smtp = await downSmtp();
    start(channelsTo(smtp.url));
    insertLead(test.db, formLead('contact'), ['email']);
    worker!.wake();
    await until(() => test.deliveries()[0].attempts >= 3);
    expect(test.deliveries()[0]).toMatchObject({ status: 'pending', last_error: expect.stringContaining('421') });
    expect(logLines).toEqual([expect.stringMatching(/^Lead 1: the email delivery failed; retrying in 0.05 s, then less often/)]);

    smtp.down = false;
    // Marked sent once the server took the message: a second send would have been received by now.
    await until(() => test.deliveries()[0].status === 'sent');
    expect(smtp.emails).toHaveLength(1);
    expect(test.deliveries()[0].attempts).toBeGreaterThanOrEqual(4);
    expect(logLines.at(-1)).toMatch(/^Lead 1: the email delivery succeeded at attempt \d+\.$/);
  });

  it('gives up on a delivery that still fails 24 hours after the lead, and keeps trying a younger one', async () => {
    const written = new Date('2025-06-01T12:00:00.000Z');
    const now = new Date(written.getTime() + deliveryTiming.giveUpAfterMs + 60_000);
    start(channelsTo((await downSmtp()).url), { now: () => now });
    insertLead(test.db, formLead('contact'), ['email'], written);
    insertLead(test.db, formLead('membership'), ['email'], new Date(now.getTime() - 60 * 60 * 1000));
    worker!.wake();
    await until(() => test.deliveries().every((row) => row.attempts === 1));
    await sleep(250);
    expect(test.deliveries()).toMatchObject([
      { lead_id: 1, status: 'failed', attempts: 1 },
      { lead_id: 2, status: 'pending', attempts: 1 },
    ]);
    expect(logLines).toContainEqual(expect.stringMatching(/^Lead 1: the email delivery was given up after 24 hours of failures/));
  });

  it('e-mails the owner once when the webhook has failed for the alert window, and once again when it recovers', async () => {
    smtp = await startSmtpReceiver();
    hook.status = 500;
    // A clock that runs, and that the test moves forward by minutes at once.
    let skipped = 0;
    const now = () => new Date(Date.now() + skipped);
    start(channelsTo(smtp.url), { now, notices: ownerNotices(configTo(smtp.url)) });
    insertLead(test.db, formLead('contact'), ['email', 'webhook'], now());
    worker!.wake();
    await until(() => hook.requests.length >= 2 && smtp!.emails.length === 1);
    // Fourteen minutes of failures: not yet the 15 of the default window.
    skipped += 14 * 60_000;
    const seen = hook.requests.length;
    await until(() => hook.requests.length >= seen + 2);
    expect(smtp.emails).toHaveLength(1);
    expect(worker!.failingChannels()).toEqual([]);

    skipped += 2 * 60_000;
    await until(() => smtp!.emails.length === 2);
    const seenAfterAlert = hook.requests.length;
    await until(() => hook.requests.length >= seenAfterAlert + 3);
    expect(smtp.emails).toHaveLength(2);
    expect(smtp.emails[1].headers.subject).toBe('Okanagan Exterior server: The webhook has failed for 16 minutes.');
    expect(smtp.emails[1].text).toContain('The webhook answered HTTP 500.');
    expect(logLines).toContainEqual(expect.stringMatching(/^The webhook has failed for 16 minutes\./));
    expect(worker!.failingChannels()).toEqual(['webhook']);

    hook.status = 204;
    await until(() => test.deliveries().every((row) => row.status === 'sent'));
    await until(() => smtp!.emails.length === 3);
    expect(worker!.failingChannels()).toEqual([]);
    await sleep(fast.pollMs * 2);
    expect(smtp.emails.map((email) => email.headers.subject).slice(1)).toEqual([
      'Okanagan Exterior server: The webhook has failed for 16 minutes.',
      'Okanagan Exterior server: The webhook works again.',
    ]);
  });

  it('tells the owner through the other channel when a delivery is given up', async () => {
    smtp = await startSmtpReceiver();
    hook.status = 500;
    const written = new Date('2025-06-01T12:00:00.000Z');
    const now = new Date(written.getTime() + deliveryTiming.giveUpAfterMs + 60_000);
    start({ webhook: channelsTo(smtp.url).webhook }, { now: () => now, notices: ownerNotices(configTo(smtp.url)) });
    insertLead(test.db, formLead('contact'), ['webhook'], written);
    worker!.wake();
    await until(() => smtp!.emails.length >= 1);
    expect(smtp.emails[0].headers.subject).toBe(
      'Okanagan Exterior server: Lead 1: the webhook delivery was given up after 24 hours of failures.',
    );
  });

  it('sends each delivery once when two servers’ workers share one database file', async () => {
    smtp = await startSmtpReceiver();
    const second = openLeadsDatabase(test.path);
    const other = startDeliveryWorker({ db: second, channels: channelsTo(smtp.url), log: (line) => logLines.push(line), timing: fast });
    try {
      start(channelsTo(smtp.url));
      const ids = Array.from({ length: 20 }, () => insertLead(test.db, formLead('contact'), ['email', 'webhook']));
      worker!.wake();
      other.wake();
      await until(() => test.deliveries().every((row) => row.status === 'sent'));
      await sleep(fast.pollMs * 3);
      expect(hook.requests).toHaveLength(20);
      expect(new Set(hook.requests.map((request) => request.headers['webhook-id'])).size).toBe(20);
      expect(smtp.emails).toHaveLength(20);
      expect(new Set(smtp.emails.map((email) => email.headers['message-id'])).size).toBe(20);
      expect(test.deliveries().map((row) => row.attempts)).toEqual(ids.flatMap(() => [1, 1]));
    } finally {
      await other.stop();
      second.close();
    }
  });

  it('delivers, after a restart, the deliveries a stopped server left pending', async () => {
    insertLead(test.db, formLead('contact'), ['email', 'webhook']);
    test.db.close();
    smtp = await startSmtpReceiver();
    const reopened = openLeadsDatabase(test.path);
    try {
      start(channelsTo(smtp.url), { db: reopened });
      await until(() => smtp!.emails.length === 1 && hook.requests.length === 1);
      await worker!.stop();
      expect(reopened.prepare("SELECT COUNT(*) AS sent FROM deliveries WHERE status = 'sent'").get()).toEqual({ sent: 2 });
    } finally {
      reopened.close();
    }
  });

  it('does not send again a delivery whose record the database refused, and records it once it can', async () => {
    smtp = await startSmtpReceiver();
    start(channelsTo(smtp.url));
    test.db.exec(`CREATE TEMP TRIGGER refuse_sent BEFORE UPDATE OF status ON main.deliveries WHEN NEW.status = 'sent'
                  BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
    insertLead(test.db, formLead('contact'), ['email']);
    worker!.wake();
    await until(() => logLines.length > 0);
    await sleep(fast.pollMs * 3);
    expect(smtp.emails).toHaveLength(1);
    expect(logLines).toEqual([expect.stringMatching(/^The outbox could not be read or written; trying again in 0.1 s: disk I\/O error$/)]);

    test.db.exec('DROP TRIGGER refuse_sent');
    await until(() => test.deliveries()[0].status === 'sent');
    expect(smtp.emails).toHaveLength(1);
  });

  it('waits, when stopped, for the send in flight to finish and be recorded, then sends no more', async () => {
    let sending = false;
    start({
      webhook: async () => {
        sending = true;
        await sleep(200);
      },
    });
    insertLead(test.db, formLead('contact'), ['webhook']);
    worker!.wake();
    await until(() => sending);
    await worker!.stop();
    expect(test.deliveries()[0].status).toBe('sent');

    sending = false;
    insertLead(test.db, formLead('membership'), ['webhook']);
    worker!.wake();
    await sleep(fast.pollMs * 2);
    expect(sending).toBe(false);
    expect(test.deliveries()[1].status).toBe('pending');
  });
});

describe('a webhook receiver that pushes back', () => {
  const webhookOnly = () => notifyChannels(readNotifyConfig({ WEBHOOK_URL: hook.url, WEBHOOK_SECRET: secret }));

  it('is given the wait its Retry-After asks on 429, not the usual backoff', async () => {
    hook.status = 429;
    hook.headers = { 'retry-after': '120' };
    const at = new Date('2025-06-01T12:00:00.000Z');
    start(webhookOnly(), { now: () => at });
    insertLead(test.db, formLead('contact'), ['webhook'], at);
    worker!.wake();
    await until(() => test.deliveries()[0].attempts === 1);
    const [row] = test.db.prepare('SELECT next_attempt_at FROM deliveries').all() as Array<{ next_attempt_at: string }>;
    expect(Date.parse(row.next_attempt_at) - at.getTime()).toBeGreaterThanOrEqual(120_000);
  });

  it('stops at 410 Gone: the delivery is given up at once and the owner told through the other channel', async () => {
    smtp = await startSmtpReceiver();
    hook.status = 410;
    const config = configTo(smtp.url);
    start(notifyChannels(config), { notices: ownerNotices(config) });
    insertLead(test.db, formLead('contact'), ['webhook']);
    worker!.wake();
    await until(() => test.deliveries()[0].status === 'failed');
    expect(test.deliveries()[0].attempts).toBe(1);
    await until(() => smtp!.emails.some((email) => email.headers.subject.includes('410')));
    expect(hook.requests).toHaveLength(1);
  });
});

describe('a digest given up', () => {
  it('tells the owner through the other channel, as a lead given up on its own does', async () => {
    smtp = await startSmtpReceiver();
    hook.status = 500;
    const config = configTo(smtp.url);
    worker = startDeliveryWorker({
      db: test.db,
      channels: notifyChannels(config),
      digests: digestChannels(config),
      notices: ownerNotices(config),
      maxPerHour: 0,
      log: (line) => logLines.push(line),
      // Every failure is past the give-up age, and the digest is due at once.
      timing: { ...fast, giveUpAfterMs: 0, digestEveryMs: 10 },
      random: () => 0.5,
    });
    insertLead(test.db, formLead('contact'), ['webhook']);
    worker.wake();
    await until(() => test.deliveries()[0].status === 'failed');
    await until(() => smtp!.emails.some((email) => email.headers.subject.includes('delivery was given up')));
  });
});
