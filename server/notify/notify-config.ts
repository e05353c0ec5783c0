// How the owner is told of new leads, read from the environment and validated in this one place.
import { Webhook } from 'standardwebhooks';
import { business } from '../../common/content/business';

/** The ways a lead can reach the owner; each is one row of the deliveries table per lead. */
export type Channel = 'email' | 'webhook';

/** Sending by e-mail: the SMTP server (credentials included), who receives and who sends. */
export interface EmailConfig {
  smtpUrl: string;
  to: string[];
  /** An address, or "Name" <address>. */
  from: string;
}

/** Posting to a webhook, signed per the Standard Webhooks specification. */
export interface WebhookConfig {
  url: string;
  /** whsec_ and the base64 key; during a rotation two of them, separated by a space. */
  secret: string;
}

/** Each channel, or null when it is not configured. */
export interface NotifyConfig {
  email: EmailConfig | null;
  webhook: WebhookConfig | null;
}

/** A bad or missing value in the environment; the message names the variable and what it must be. */
export class NotifyConfigError extends Error {}

/** Standard Webhooks: a secret SHOULD be 24 to 64 random bytes. */
const secretBytes = { min: 24, max: 64 };
const secretExample = 'whsec_ followed by 32 random bytes in base64, such as the output of: echo whsec_$(openssl rand -base64 32)';

/**
 * One plain address, parsed strictly: a local part of letters, digits and . _ + ' -, one @, and a
 * host name of dot-separated labels. Nothing that means something in a header or a URL gets
 * through (spaces, line breaks, brackets, quotes, ? & = % # /, a second @), so a visitor's value
 * such as jane@example.com?bcc=spy%40evil.example can never become a mailto: link or a Reply-To
 * that copies the owner's answer to a stranger.
 */
const addressPattern =
  /^[A-Za-z0-9_+'-]+(\.[A-Za-z0-9_+'-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;

/** True when `text` is one plain e-mail address and nothing else. */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && addressPattern.test(text);
}

/** True for a host name only this machine answers: localhost, 127.0.0.0/8, [::1]. */
export function isLoopbackHostname(hostname: string): boolean {
  return /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(hostname);
}

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** Refuses `text` unless it is a URL with one of `protocols`; never echoes the value, which may hold a password. */
function checkUrl(text: string, name: string, protocols: string[], example: string): void {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !protocols.includes(url.protocol) || !url.hostname) {
    throw new NotifyConfigError(`${name} must be a URL starting ${protocols.map((p) => `${p}//`).join(' or ')}, such as ${example}.`);
  }
}

function readEmail(env: NodeJS.ProcessEnv): EmailConfig | null {
  const smtpUrl = value(env, 'SMTP_URL');
  const toText = value(env, 'NOTIFY_EMAIL_TO');
  if (!smtpUrl && !toText) return null;
  if (!smtpUrl) throw new NotifyConfigError('SMTP_URL must be set when NOTIFY_EMAIL_TO is: the server that sends the e-mail.');
  if (!toText) throw new NotifyConfigError('NOTIFY_EMAIL_TO must be set when SMTP_URL is: the address(es) that receive each lead.');
  checkUrl(smtpUrl, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.com:465');
  // nodemailer applies a URL's query over the options it is given, so ?ignoreTLS=true would quietly undo requireTLS.
  if (smtpUrl.includes('?')) {
    throw new NotifyConfigError(
      'SMTP_URL must not carry a query string (?...): its TLS is set by the server. Remove it, and give smtps://user:password@smtp.example.com:465 ' +
        'for TLS from the start, or smtp://user:password@smtp.example.com:587, which must offer STARTTLS unless it is on this machine.',
    );
  }
  const to = toText.split(',').map((part) => part.trim());
  for (const address of to) {
    if (!isEmailAddress(address)) {
      throw new NotifyConfigError(`NOTIFY_EMAIL_TO must be one or more e-mail addresses separated by commas; "${address}" is not one.`);
    }
  }
  const from = value(env, 'NOTIFY_EMAIL_FROM') ?? `"${business.name}" <${business.email}>`;
  const fromAddress = /^(?:"[^"\r\n]*"|[^"<>\r\n]*)\s*<([^<>]+)>$/.exec(from)?.[1] ?? from;
  if (!isEmailAddress(fromAddress)) {
    throw new NotifyConfigError(
      `NOTIFY_EMAIL_FROM must be an address or "Name" <address>, such as "${business.name}" <${business.email}>.`,
    );
  }
  return { smtpUrl, to, from };
}

/** Bytes in the key of a secret standardwebhooks accepts; 0 for one it refuses. */
function secretKeyLength(secret: string): number {
  if (!secret.startsWith('whsec_')) return 0;
  try {
    new Webhook(secret);
  } catch {
    return 0;
  }
  return Buffer.from(secret.slice('whsec_'.length), 'base64').length;
}

function readWebhook(env: NodeJS.ProcessEnv): WebhookConfig | null {
  const url = value(env, 'WEBHOOK_URL');
  const secret = value(env, 'WEBHOOK_SECRET');
  if (!url && !secret) return null;
  if (!url) throw new NotifyConfigError('WEBHOOK_URL must be set when WEBHOOK_SECRET is: where each lead is posted.');
  if (!secret) throw new NotifyConfigError(`WEBHOOK_SECRET must be set when WEBHOOK_URL is: ${secretExample}.`);
  checkUrl(url, 'WEBHOOK_URL', ['https:', 'http:'], 'https://hooks.zapier.com/hooks/catch/123/abc/');
  // The lead's personal details and the signature would cross the network in clear.
  if (new URL(url).protocol === 'http:' && !isLoopbackHostname(new URL(url).hostname)) {
    throw new NotifyConfigError('WEBHOOK_URL must start https:// (http:// only for a receiver on this machine, such as http://127.0.0.1).');
  }
  // During a rotation two secrets, separated by a space: each request is signed with both.
  const secrets = secret.split(/\s+/);
  if (secrets.length > 2) throw new NotifyConfigError('WEBHOOK_SECRET takes one secret, or two separated by a space during a rotation.');
  for (const part of secrets) {
    const keyLength = secretKeyLength(part);
    if (keyLength < secretBytes.min || keyLength > secretBytes.max) {
      throw new NotifyConfigError(`WEBHOOK_SECRET must be ${secretExample} (${secretBytes.min} to ${secretBytes.max} bytes).`);
    }
  }
  return { url, secret: secrets.join(' ') };
}

/** Reads the notification settings; throws NotifyConfigError naming the variable on a bad or half-set channel. */
export function readNotifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  return { email: readEmail(env), webhook: readWebhook(env) };
}

/** The channels `config` turns on, in the order they are written to the outbox. */
export function configuredChannels(config: NotifyConfig): Channel[] {
  return (['email', 'webhook'] as const).filter((channel) => config[channel] !== null);
}

/** The start-up line saying who hears of each lead; it shows no password, secret or webhook path. */
export function notifySummary(config: NotifyConfig): string {
  const parts: string[] = [];
  if (config.email) {
    const smtp = new URL(config.email.smtpUrl);
    parts.push(`by e-mail to ${config.email.to.join(', ')} through ${smtp.protocol}//${smtp.host}`);
  }
  if (config.webhook) parts.push(`by a signed webhook to ${new URL(config.webhook.url).origin}`);
  if (parts.length > 0) return `Each new lead is sent ${parts.join(' and ')}.`;
  return (
    'Leads are stored but nobody is notified: set SMTP_URL and NOTIFY_EMAIL_TO to receive them by e-mail, ' +
    'or WEBHOOK_URL and WEBHOOK_SECRET to receive them by webhook.'
  );
}
