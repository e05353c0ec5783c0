// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifyChannels, requiresTls } from '../../../server/notify/notify-channels';
import { sendTestNotifications } from '../../../server/notify/send-test-notifications';
import { readNotifyConfig } from '../../../server/notify/notify-config';
import { SMTPServer } from 'smtp-server';
import { startSmtpReceiver, startWebhookReceiver, type SmtpReceiver, type WebhookReceiver } from './test-receivers';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
let smtp: SmtpReceiver;
let hook: WebhookReceiver;

beforeEach(async () => {
  smtp = await startSmtpReceiver();
  hook = await startWebhookReceiver();
});

afterEach(async () => {
  await smtp.stop();
  await hook.stop();
});

const configFor = (smtpUrl: string) =>
  readNotifyConfig({ SMTP_URL: smtpUrl, NOTIFY_EMAIL_TO: 'owner@example.com', WEBHOOK_URL: hook.url, WEBHOOK_SECRET: secret });

describe('notifyChannels', () => {
  it('has a send function for each configured channel and none for the others', () => {
    expect(Object.keys(notifyChannels(readNotifyConfig({})))).toEqual([]);
    expect(Object.keys(notifyChannels(readNotifyConfig({ WEBHOOK_URL: hook.url, WEBHOOK_SECRET: secret })))).toEqual(['webhook']);
    expect(Object.keys(notifyChannels(configFor(smtp.url)))).toEqual(['email', 'webhook']);
  });
});

describe('requiresTls', () => {
  it.each([
    ['smtp://user:pw@smtp.example.com:587', true],
    // No user name, but the leads themselves are personal information: a stripped STARTTLS must not send them in clear.
    ['smtp://smtp.example.com:25', true],
    ['smtp://127.0.0.1:2525', false],
    ['smtps://user:pw@smtp.example.com:465', false],
    ['smtp://user:pw@127.0.0.1:2525', false],
    ['smtp://user:pw@localhost:2525', false],
  ])('for %s is %s: neither credentials nor leads cross the network in clear', (url, required) => {
    expect(requiresTls(url)).toBe(required);
  });
});

describe('sendTestNotifications', () => {
  it('sends one message through each channel, each labelled as a test, and says both went', async () => {
    expect(await sendTestNotifications(configFor(smtp.url))).toEqual([
      { channel: 'email', ok: true },
      { channel: 'webhook', ok: true },
    ]);
    expect(smtp.emails.map((email) => email.headers.subject)).toEqual(['Test: New quote request: Test Lead, $371 - $474']);
    expect(smtp.emails[0].text).toMatch(/^This is a test/);
    expect(hook.requests).toHaveLength(1);
    const body = new Webhook(secret).verify(hook.requests[0].body, hook.requests[0].headers as Record<string, string>);
    expect(body).toMatchObject({
      type: 'lead.test',
      data: {
        form: 'quote-request',
        partner: 'test-partner',
        page: 'https://partner.example/services',
        utm_source: 'test',
        fields: { name: 'Test Lead' },
      },
    });
  });

  it('says which channel failed and why, without the SMTP password or the webhook URL', async () => {
    hook.status = 410;
    const wrongPassword = smtp.url.replace(encodeURIComponent('p@ss word!'), 'wrong-secret');
    const results = await sendTestNotifications(configFor(wrongPassword));
    expect(results).toEqual([
      { channel: 'email', ok: false, error: expect.stringMatching(/Invalid username or password \(\[redacted\]\)/) },
      { channel: 'webhook', ok: false, error: 'The webhook answered HTTP 410 Gone: it takes no more deliveries.' },
    ]);
    expect(JSON.stringify(results)).not.toMatch(/wrong-secret|secret-path/);
    expect(smtp.emails).toEqual([]);
  });

  it('says to try smtp:// with STARTTLS when smtps:// meets a plain SMTP server', async () => {
    const [email] = await sendTestNotifications(configFor(smtp.url.replace('smtp://', 'smtps://')));
    expect(email).toMatchObject({ channel: 'email', ok: false });
    expect(email.ok === false && email.error).toMatch(/SMTP_URL starts smtps:\/\/ .* plain SMTP: try smtp:\/\/ with STARTTLS/);
  });

  it('says to try smtps:// when smtp:// meets a server that expects TLS from the first byte', async () => {
    // smtp-server's own self-signed certificate: TLS from the first byte, as on port 465.
    const tlsServer = new SMTPServer({ secure: true, logger: false, authOptional: true });
    // The client's plain greeting wait ends the handshake the server expected: its complaint is the test's point.
    tlsServer.on('error', () => undefined);
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = tlsServer.server.address() as { port: number };
      const config = readNotifyConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL_TO: 'owner@example.com' });
      const [email] = await sendTestNotifications(config, { smtpMs: 500, webhookMs: 500 });
      expect(email.ok === false && email.error).toMatch(/SMTP_URL starts smtp:\/\/ .* may expect TLS from the first byte: try smtps:\/\//);
    } finally {
      await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    }
  });

  it('sends nothing and says nothing when no channel is configured', async () => {
    expect(await sendTestNotifications(readNotifyConfig({}))).toEqual([]);
  });
});
