// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifyChannels, sendTestNotifications } from '../../../server/notify/notify-channels';
import { readNotifyConfig } from '../../../server/notify/notify-config';
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
      { channel: 'webhook', ok: false, error: 'The webhook answered HTTP 410.' },
    ]);
    expect(JSON.stringify(results)).not.toMatch(/wrong-secret|secret-path/);
    expect(smtp.emails).toEqual([]);
  });

  it('sends nothing and says nothing when no channel is configured', async () => {
    expect(await sendTestNotifications(readNotifyConfig({}))).toEqual([]);
  });
});
