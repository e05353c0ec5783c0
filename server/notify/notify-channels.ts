// The configured channels as send functions (e-mail through nodemailer, the signed webhook through fetch), and the test that tries each.
import { createTransport, type SendMailOptions } from 'nodemailer';
import { business } from '../../common/content/business';
import { digestEmail, leadEmail } from './lead-email';
import type { OwnerNotices } from './channel-health';
import { DeliveryRefusal, digestWebhook, leadWebhook, noticeWebhook, postWebhook, webhookTimeoutMs } from './lead-webhook';
import { isLoopbackHostname, type Channel, type NotifyConfig } from './notify-config';
import { smtpHint } from './smtp-hint';
import type { NotifiedLead } from './outbox';

/** Sends one lead through one channel; resolves once the channel has taken it, rejects with a message free of secrets. */
export type SendLead = (lead: NotifiedLead, options?: { test?: boolean }) => Promise<void>;

/** A send function for each configured channel. */
export type NotifyChannels = Partial<Record<Channel, SendLead>>;

/** Sends many leads through one channel as one message: the digest of a flooded channel. */
export type SendDigest = (leads: readonly NotifiedLead[]) => Promise<void>;

/** A digest function for each configured channel. */
export type DigestChannels = Partial<Record<Channel, SendDigest>>;

/** Limits on waiting for a channel, so one that hangs delays the others for seconds, not minutes. */
export interface ChannelTimeouts {
  smtpMs: number;
  webhookMs: number;
}

/** The production limits: 30 s for SMTP, the webhook's own limit for the webhook. */
export const defaultTimeouts: ChannelTimeouts = { smtpMs: 30_000, webhookMs: webhookTimeoutMs };

/** What must never reach a log line or the deliveries table: the SMTP password, the webhook secret and its URL. */
function secretsOf(config: NotifyConfig): string[] {
  const secrets: string[] = [];
  if (config.email) {
    const { password } = new URL(config.email.smtpUrl);
    if (password) secrets.push(password, decodeURIComponent(password));
  }
  if (config.webhook) secrets.push(config.webhook.secret, ...config.webhook.secret.split(' '), config.webhook.url);
  // Longest first, so a secret that contains another is replaced whole.
  return secrets.filter((secret) => secret.length > 1).sort((a, b) => b.length - a.length);
}

/** `error` as an Error whose message has every secret replaced by [redacted]; what a receiver asked (DeliveryRefusal) is kept. */
function redacted(error: unknown, secrets: string[]): Error {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) message = message.replaceAll(secret, '[redacted]');
  return error instanceof DeliveryRefusal ? new DeliveryRefusal(message, error.retryAfterMs, error.gone) : new Error(message);
}

/** `send`, with any secret in its error message replaced by [redacted]. */
function redacting<Args extends unknown[]>(send: (...args: Args) => Promise<void>, secrets: string[]) {
  return async (...args: Args): Promise<void> => {
    try {
      await send(...args);
    } catch (error) {
      throw redacted(error, secrets);
    }
  };
}

/**
 * True when an smtp:// URL names a host beyond this machine: neither its credentials nor the leads
 * (personal information) may then travel in clear, with a user name or without, so a server that
 * does not offer STARTTLS (or whose offer was stripped on the way) is refused, not sent to.
 */
export function requiresTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && !isLoopbackHostname(url.hostname);
}

/** Sends mail through SMTP_URL, waiting no longer than `timeouts` allow; a failure says when the URL's TLS looks wrong. */
function mailSender(smtpUrl: string, timeouts: ChannelTimeouts) {
  const transport = createTransport({
    url: smtpUrl,
    requireTLS: requiresTls(smtpUrl),
    connectionTimeout: Math.min(10_000, timeouts.smtpMs),
    greetingTimeout: Math.min(10_000, timeouts.smtpMs),
    socketTimeout: timeouts.smtpMs,
    // The message is built here from text alone: nodemailer is never to read a file or a URL for it.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return async (message: SendMailOptions): Promise<void> => {
    try {
      await transport.sendMail(message);
    } catch (error) {
      throw new Error(smtpHint(error instanceof Error ? error.message : String(error), smtpUrl), { cause: error });
    }
  };
}

/** The send function of each channel `config` turns on; none for a channel it leaves off. */
export function notifyChannels(config: NotifyConfig, timeouts: ChannelTimeouts = defaultTimeouts): NotifyChannels {
  const channels: NotifyChannels = {};
  const secrets = secretsOf(config);
  const { email, webhook } = config;
  if (email) {
    const sendMail = mailSender(email.smtpUrl, timeouts);
    channels.email = redacting(async (lead, { test } = {}) => {
      await sendMail(leadEmail(lead, { from: email.from, to: email.to, siteUrl: business.siteUrl, test }));
    }, secrets);
  }
  if (webhook) {
    channels.webhook = redacting(
      (lead, { test } = {}) => postWebhook(webhook.url, leadWebhook(lead, webhook.secret, new Date(), { test }), timeouts.webhookMs),
      secrets,
    );
  }
  return channels;
}

/** The digest function of each channel `config` turns on; their errors carry no secret. */
export function digestChannels(config: NotifyConfig, timeouts: ChannelTimeouts = defaultTimeouts): DigestChannels {
  const { email, webhook } = config;
  const secrets = secretsOf(config);
  const digests: DigestChannels = {};
  if (email) {
    const sendMail = mailSender(email.smtpUrl, timeouts);
    digests.email = redacting(async (leads: readonly NotifiedLead[]) => {
      await sendMail(digestEmail(leads, { from: email.from, to: email.to, siteUrl: business.siteUrl }));
    }, secrets);
  }
  if (webhook) {
    digests.webhook = redacting(
      (leads: readonly NotifiedLead[]) => postWebhook(webhook.url, digestWebhook(leads, webhook.secret, new Date()), timeouts.webhookMs),
      secrets,
    );
  }
  return digests;
}

/**
 * The owner's notices about the server itself, one per configured channel: a plain e-mail, and a
 * signed `server.notice` webhook. Their errors carry no secret.
 */
export function ownerNotices(config: NotifyConfig, timeouts: ChannelTimeouts = defaultTimeouts): OwnerNotices {
  const { email, webhook } = config;
  const secrets = secretsOf(config);
  const notices: OwnerNotices = {};
  if (email) {
    const sendMail = mailSender(email.smtpUrl, timeouts);
    notices.email = redacting(async (subject: string, text: string) => {
      await sendMail({ from: email.from, to: email.to, subject: `${business.shortName} server: ${subject}`, text });
    }, secrets);
  }
  if (webhook) {
    notices.webhook = redacting(
      (subject: string, text: string) =>
        postWebhook(webhook.url, noticeWebhook(subject, text, webhook.secret, new Date()), timeouts.webhookMs),
      secrets,
    );
  }
  return notices;
}

/** Sends a notice through every channel in `notices` at once; each failure goes to `log`, never thrown. */
export function tellEveryChannel(notices: OwnerNotices, log: (line: string) => void) {
  return (subject: string, text: string): void => {
    for (const [channel, notice] of Object.entries(notices)) {
      notice(subject, text).catch((error: Error) => log(`Could not tell the owner by ${channel} that ${subject}: ${error.message}`));
    }
  };
}
