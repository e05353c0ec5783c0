// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { business } from '../../../common/content/business';
import { configuredChannels, notifySummary, readNotifyConfig } from '../../../server/notify/notify-config';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const email = { SMTP_URL: 'smtps://mailer:s3cret-pass@smtp.example.com:465', NOTIFY_EMAIL_TO: 'owner@example.com' };
const webhook = { WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/123/private-path/', WEBHOOK_SECRET: secret };

describe('readNotifyConfig', () => {
  it('turns nothing on when no variable is set, or only empty ones', () => {
    expect(readNotifyConfig({})).toEqual({ email: null, webhook: null });
    expect(readNotifyConfig({ SMTP_URL: ' ', WEBHOOK_URL: '' })).toEqual({ email: null, webhook: null });
  });

  it('reads both channels, with several recipients and the sender taken from the business facts', () => {
    const config = readNotifyConfig({ ...email, NOTIFY_EMAIL_TO: 'owner@example.com, crew@example.com', ...webhook });
    expect(config.email).toEqual({
      smtpUrl: email.SMTP_URL,
      to: ['owner@example.com', 'crew@example.com'],
      from: `"${business.name}" <${business.email}>`,
    });
    expect(config.webhook).toEqual({ url: webhook.WEBHOOK_URL, secret });
    expect(configuredChannels(config)).toEqual(['email', 'webhook']);
  });

  it('takes NOTIFY_EMAIL_FROM as an address or as "Name" <address>', () => {
    expect(readNotifyConfig({ ...email, NOTIFY_EMAIL_FROM: 'leads@example.com' }).email?.from).toBe('leads@example.com');
    expect(readNotifyConfig({ ...email, NOTIFY_EMAIL_FROM: '"Leads" <leads@example.com>' }).email?.from).toBe(
      '"Leads" <leads@example.com>',
    );
  });

  it.each([
    [{ ...email, SMTP_URL: 'https://smtp.example.com' }, /^SMTP_URL must be a URL starting smtp:\/\/ or smtps:\/\//],
    [{ ...email, SMTP_URL: 'not a url' }, /^SMTP_URL must be a URL starting smtp:/],
    [{ ...email, NOTIFY_EMAIL_TO: 'owner@example.com, nobody' }, /^NOTIFY_EMAIL_TO must be one or more e-mail addresses.*"nobody"/],
    [{ ...email, NOTIFY_EMAIL_TO: 'owner@example.com\r\nBcc: all@example.com' }, /^NOTIFY_EMAIL_TO must be/],
    [{ ...email, NOTIFY_EMAIL_FROM: 'Leads <not-an-address>' }, /^NOTIFY_EMAIL_FROM must be an address or "Name" <address>/],
    [{ ...webhook, WEBHOOK_URL: 'ftp://hooks.example.com/x' }, /^WEBHOOK_URL must be a URL starting https:\/\/ or http:\/\//],
    [{ ...webhook, WEBHOOK_SECRET: randomBytes(32).toString('base64') }, /^WEBHOOK_SECRET must be whsec_/],
    [{ ...webhook, WEBHOOK_SECRET: 'whsec_not*base64' }, /^WEBHOOK_SECRET must be whsec_/],
    [{ ...webhook, WEBHOOK_SECRET: 'whsec_c2hvcnQ=' }, /^WEBHOOK_SECRET must be whsec_.*24 to 64 bytes/],
    [
      { ...webhook, WEBHOOK_URL: 'http://hooks.example.com/x' },
      /^WEBHOOK_URL must start https:\/\/ \(http:\/\/ only for a receiver on this machine/,
    ],
    [{ ...webhook, WEBHOOK_SECRET: `${secret} whsec_c2hvcnQ=` }, /^WEBHOOK_SECRET must be whsec_/],
    [{ ...webhook, WEBHOOK_SECRET: `${secret} ${secret} ${secret}` }, /^WEBHOOK_SECRET takes one secret, or two separated by a space/],
  ])('refuses a bad value, naming its variable (%#)', (env, message) => {
    expect(() => readNotifyConfig(env)).toThrow(message);
  });

  it('takes http:// for a webhook receiver on this machine only, and two secrets during a rotation', () => {
    expect(readNotifyConfig({ ...webhook, WEBHOOK_URL: 'http://127.0.0.1:8080/hook' }).webhook?.url).toBe('http://127.0.0.1:8080/hook');
    expect(readNotifyConfig({ ...webhook, WEBHOOK_URL: 'http://[::1]:8080/hook' }).webhook?.url).toBe('http://[::1]:8080/hook');
    const next = `whsec_${randomBytes(32).toString('base64')}`;
    expect(readNotifyConfig({ ...webhook, WEBHOOK_SECRET: ` ${secret}   ${next} ` }).webhook?.secret).toBe(`${secret} ${next}`);
  });

  it.each([
    [{ SMTP_URL: email.SMTP_URL }, /^NOTIFY_EMAIL_TO must be set when SMTP_URL is/],
    [{ NOTIFY_EMAIL_TO: email.NOTIFY_EMAIL_TO }, /^SMTP_URL must be set when NOTIFY_EMAIL_TO is/],
    [{ WEBHOOK_URL: webhook.WEBHOOK_URL }, /^WEBHOOK_SECRET must be set when WEBHOOK_URL is/],
    [{ WEBHOOK_SECRET: secret }, /^WEBHOOK_URL must be set when WEBHOOK_SECRET is/],
  ])('refuses a half-configured channel, naming the missing variable (%#)', (env, message) => {
    expect(() => readNotifyConfig(env)).toThrow(message);
  });

  it('never repeats the SMTP password or the webhook secret in an error', () => {
    const messages = [
      { ...email, SMTP_URL: 'http://mailer:s3cret-pass@smtp.example.com' },
      { ...webhook, WEBHOOK_URL: 'ftp://hooks.example.com/private-path' },
    ].map((env) => {
      try {
        readNotifyConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    });
    expect(messages.join(' ')).toMatch(/SMTP_URL.*WEBHOOK_URL/);
    expect(messages.join(' ')).not.toMatch(/s3cret-pass|private-path/);
  });
});

describe('notifySummary', () => {
  it('names the recipients and the hosts, never the SMTP password, the secret or the webhook path', () => {
    const summary = notifySummary(readNotifyConfig({ ...email, ...webhook }));
    expect(summary).toBe(
      'Each new lead is sent by e-mail to owner@example.com through smtps://smtp.example.com:465 ' +
        'and by a signed webhook to https://hooks.zapier.com.',
    );
    expect(summary).not.toContain('s3cret-pass');
    expect(summary).not.toContain(secret.slice('whsec_'.length, 20));
    expect(summary).not.toContain('private-path');
  });

  it('says that leads are stored but nobody is notified, and what to set, when no channel is on', () => {
    const summary = notifySummary(readNotifyConfig({}));
    expect(summary).toMatch(/^Leads are stored but nobody is notified/);
    for (const name of ['SMTP_URL', 'NOTIFY_EMAIL_TO', 'WEBHOOK_URL', 'WEBHOOK_SECRET']) expect(summary).toContain(name);
  });
});
