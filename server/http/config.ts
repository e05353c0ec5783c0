// The server's configuration, read from the environment and validated in this one place, with its start-up warning.
import { isIP } from 'node:net';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { attributionFields, formFields, formNames } from '../../common/contract/form-fields';
import { largestLegitimatePost } from '../../common/contract/largest-post';
import { NotifyConfigError, readNotifyConfig, type NotifyConfig } from '../notify/notify-config';
import { readDistDir } from '../../serving/dist-dir';
import { isLoopbackHost, siteOriginSetting, SiteOriginError } from '../../serving/site-origin';

/** Everything the server can be told through its environment. */
export interface ServerConfig {
  host: string;
  /** Port of the site and the form endpoint. */
  port: number;
  /** Port of the embed demo, a second origin that embeds the widgets; null when it does not run. */
  demoPort: number | null;
  distDir: string;
  /** SITE_ORIGIN: the origin the build's widgets must post to; undefined when not set, and then not checked. */
  siteOrigin: string | undefined;
  embedDemoDir: string;
  /** Build dist/ at start when it is missing or stale; off where the build ran elsewhere. */
  autoBuild: boolean;
  /** The SQLite file the leads are stored in. */
  leadsDb: string;
  /** Where a lead goes when the database cannot take it: LEADS_FALLBACK_DIR, by default the database's folder. */
  leadsFallbackDir: string;
  /** Largest form body accepted, in bytes. */
  bodyLimit: number;
  /** Form posts one client may send per window; the ones past it are held, not refused. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Held posts stored per client per UTC day, and in all; past either, posts are refused with 429. */
  quarantinePerClientPerDay: number;
  quarantineTotal: number;
  /** Spam posts (a filled bot-field) the database keeps at most; past it, spam is dropped unstored and counted in the log. */
  spamTotal: number;
  /** Free space, in megabytes, below which held posts stop being stored. */
  quarantineMinFreeMb: number;
  /** How long a lead is kept, in days: the privacy policy promises deletion two years after it arrives. */
  leadsRetentionDays: number;
  /** Who hears of each lead: e-mail through SMTP, a signed webhook, both or neither. */
  notify: NotifyConfig;
  // Abuse limits and storage (the endpoint's guard), kept together.
  /** How long spam (a filled bot-field) is kept, in days, for the owner to check the filter. */
  spamRetentionDays: number;
  /** Posts with nothing wrong one client may send per UTC day; the ones past it are held, not refused. */
  leadsPerClientPerDay: number;
  /** Keys one post may store; the rest are counted in one reason and dropped. */
  maxFields: number;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For names the client; false for none. By default loopback on a loopback HOST. */
  trustProxy: false | string[];
  // How the owner is told: the settings beside the channels themselves (NotifyConfig).
  /** How long a channel fails before the owner is told through the others: DELIVERY_ALERT_AFTER_SECONDS. */
  deliveryAlertAfterSeconds: number;
  /** Messages a channel sends in an hour before it sends digests instead: NOTIFY_MAX_PER_HOUR. */
  notifyMaxPerHour: number;
  /** A daily summary through every channel: NOTIFY_DAILY_SUMMARY. */
  notifyDailySummary: boolean;
}

/** A bad value in the environment; the message names the variable and what it must be. */
export class ConfigError extends Error {}

/** The most keys a real post carries: the largest form's fields, every attribution field, the form-name and the bot-field. */
const largestFieldCount = Math.max(...formNames.map((name) => formFields[name].length)) + attributionFields.length + 2;

/** Where leads are stored when LEADS_DB is not set, relative to the working directory. */
const defaultLeadsDb = 'data/leads.sqlite';

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new ConfigError(`${name} must be a port number from 0 to 65535, not "${text}".`);
  return port;
}

function readWholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, unit: string): number {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number of ${unit} from ${min} to ${max}, not "${text}".`);
  }
  return value;
}

function readBoolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (text === undefined || text === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  throw new ConfigError(`${name} must be true or false, not "${env[name]}".`);
}

const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: false, or a comma-separated list of proxy addresses, CIDR ranges or
 * loopback/linklocal/uniquelocal. Not true: trusting every hop lets any visitor name any address in
 * X-Forwarded-For, and so pass the rate limit under a new one each time. Unset, it is "loopback"
 * when the server listens on loopback, which visitors reach only through a proxy on the same
 * machine (otherwise they would all share its address), and false on any other HOST.
 */
function readTrustProxy(env: NodeJS.ProcessEnv, host: string): ServerConfig['trustProxy'] {
  const text = env.TRUST_PROXY?.trim();
  if (!text) return isLoopbackHost(host) ? ['loopback'] : false;
  if (/^(true|false|yes|no|on|off|0|1)$/i.test(text)) {
    if (!readBoolean(env, 'TRUST_PROXY', false)) return false;
    throw new ConfigError(
      `TRUST_PROXY=${text} would trust every hop, so any visitor could name any address in X-Forwarded-For; ` +
        'give the proxy\'s addresses instead, such as "loopback" for a proxy on this machine.',
    );
  }
  const addresses = text.split(',').map((part) => part.trim());
  for (const address of addresses) {
    const [ip, bits, extra] = address.split('/');
    const version = isIP(ip);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!proxyRangeNames.has(address) && (!version || !validBits || extra !== undefined)) {
      throw new ConfigError(
        `TRUST_PROXY must be false or proxy addresses such as "loopback, 10.0.0.1, 10.1.0.0/16"; "${address}" is none of these.`,
      );
    }
  }
  return addresses;
}

/** Where the leads are stored: LEADS_DB, or data/leads.sqlite. Shared by the server and `npm run leads`. */
export function readLeadsDb(env: NodeJS.ProcessEnv = process.env): string {
  return env.LEADS_DB?.trim() || defaultLeadsDb;
}

/** True when `child` is `folder` or lies inside it. */
function isInside(child: string, folder: string): boolean {
  const path = relative(resolve(folder), resolve(child));
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/**
 * LEADS_DB, refused where it would lose or expose the leads: in memory (gone at the next
 * restart), or inside a folder the server publishes (anyone could download it).
 */
function readLeadsFile(env: NodeJS.ProcessEnv, published: Record<string, string>): string {
  const leadsDb = readLeadsDb(env);
  if (leadsDb === ':memory:' || leadsDb.startsWith('file::memory:')) {
    throw new ConfigError(`LEADS_DB=${leadsDb} would lose every lead when the server stops; name a file, such as ${defaultLeadsDb}.`);
  }
  for (const [name, folder] of Object.entries(published)) {
    if (isInside(leadsDb, folder)) {
      throw new ConfigError(
        `LEADS_DB=${leadsDb} lies inside ${name} (${folder}), which the server publishes: anyone could download the leads. ` +
          `Keep it outside, such as ${defaultLeadsDb}.`,
      );
    }
  }
  return leadsDb;
}

/** BODY_LIMIT, never below the largest post a person can send: a smaller limit would refuse a real lead with 413. */
function readBodyLimit(env: NodeJS.ProcessEnv): number {
  const limit = readWholeNumber(env, 'BODY_LIMIT', 131_072, 1_024, 10_485_760, 'bytes');
  if (limit < largestLegitimatePost) {
    throw new ConfigError(
      `BODY_LIMIT=${limit} is below the largest post a visitor can send (${largestLegitimatePost} bytes: every field ` +
        'at its length limit, percent-encoded), so real leads would be refused; leave it unset or raise it.',
    );
  }
  return limit;
}

/** LEADS_FALLBACK_DIR, or the database's folder; refused inside a published folder, as the database is. */
function readFallbackDir(env: NodeJS.ProcessEnv, leadsDb: string, published: Record<string, string>): string {
  const dir = env.LEADS_FALLBACK_DIR?.trim() || dirname(leadsDb);
  for (const [name, folder] of Object.entries(published)) {
    if (isInside(dir, folder)) {
      throw new ConfigError(`LEADS_FALLBACK_DIR=${dir} lies inside ${name} (${folder}), which the server publishes: keep it outside.`);
    }
  }
  return dir;
}

/** Reads the whole server configuration; throws ConfigError naming the variable on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = readPort(env, 'PORT', 4173);
  const host = env.HOST?.trim() || '127.0.0.1';
  // The demo pages are for trying the widgets on this machine; on a public host only when asked for, and never with
  // DEMO_PORT=off (a server behind a proxy, whose loopback HOST is no sign of a person trying it out).
  const demoSetting = env.DEMO_PORT?.trim();
  const demoWanted = demoSetting !== 'off' && (Boolean(demoSetting) || isLoopbackHost(host));
  const demoPort = demoWanted ? readPort(env, 'DEMO_PORT', port === 0 ? 0 : port + 1) : null;
  if (demoPort !== null && demoPort !== 0 && demoPort === port) throw new ConfigError('DEMO_PORT must differ from PORT.');
  const distDir = readDistDir(env);
  const embedDemoDir = 'embed-demo';
  const published = { DIST_DIR: distDir, 'the embed demo': embedDemoDir };
  const leadsDb = readLeadsFile(env, published);
  return {
    host,
    port,
    demoPort,
    distDir,
    siteOrigin: readSiteOriginSetting(env),
    embedDemoDir,
    autoBuild: readBoolean(env, 'AUTO_BUILD', true),
    leadsDb,
    leadsFallbackDir: readFallbackDir(env, leadsDb, published),
    bodyLimit: readBodyLimit(env),
    rateLimitMax: readWholeNumber(env, 'RATE_LIMIT_MAX', 10, 1, 1_000_000_000, 'requests'),
    rateLimitWindowSeconds: readWholeNumber(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400, 'seconds'),
    quarantinePerClientPerDay: readWholeNumber(env, 'QUARANTINE_PER_CLIENT_PER_DAY', 50, 1, 1_000_000, 'held posts'),
    quarantineTotal: readWholeNumber(env, 'QUARANTINE_TOTAL', 10_000, 1, 10_000_000, 'held posts'),
    spamTotal: readWholeNumber(env, 'SPAM_TOTAL', 10_000, 0, 10_000_000, 'spam posts'),
    quarantineMinFreeMb: readWholeNumber(env, 'QUARANTINE_MIN_FREE_MB', 100, 0, 100_000_000, 'megabytes'),
    leadsRetentionDays: readWholeNumber(env, 'LEADS_RETENTION_DAYS', 730, 1, 36_500, 'days'),
    trustProxy: readTrustProxy(env, host),
    notify: readNotify(env),
    // Abuse limits and storage (the endpoint's guard), kept together.
    spamRetentionDays: readWholeNumber(env, 'SPAM_RETENTION_DAYS', 30, 1, 36_500, 'days'),
    leadsPerClientPerDay: readWholeNumber(env, 'LEADS_PER_CLIENT_PER_DAY', 50, 1, 1_000_000, 'leads'),
    // Never below what the largest form posts with every attribution field, or a real lead would lose a field.
    maxFields: readWholeNumber(env, 'MAX_FIELDS', 60, largestFieldCount, 10_000, 'fields'),
    // Owner notifications, kept together.
    deliveryAlertAfterSeconds: readWholeNumber(env, 'DELIVERY_ALERT_AFTER_SECONDS', 900, 1, 86_400, 'seconds'),
    notifyMaxPerHour: readWholeNumber(env, 'NOTIFY_MAX_PER_HOUR', 30, 1, 100_000, 'messages'),
    notifyDailySummary: readBoolean(env, 'NOTIFY_DAILY_SUMMARY', false),
  };
}

/** The notification settings (SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, WEBHOOK_URL, WEBHOOK_SECRET), their errors as this module's. */
function readNotify(env: NodeJS.ProcessEnv): NotifyConfig {
  try {
    return readNotifyConfig(env);
  } catch (error) {
    if (error instanceof NotifyConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** SITE_ORIGIN, parsed as the build parses it (serving/site-origin.ts), its errors as this module's. */
function readSiteOriginSetting(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return siteOriginSetting(env);
  } catch (error) {
    if (error instanceof SiteOriginError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * A warning when the server listens beyond loopback with TRUST_PROXY off: behind a reverse
 * proxy every post then comes from the proxy's address, so all visitors share one rate-limit
 * allowance and every lead stores the proxy as its client. Undefined when there is nothing to say.
 */
export function proxyWarning({ host, trustProxy }: Pick<ServerConfig, 'host' | 'trustProxy'>): string | undefined {
  if (trustProxy !== false || isLoopbackHost(host)) return undefined;
  return (
    `Warning: listening on ${host} with TRUST_PROXY=false. Behind a reverse proxy all visitors would share ` +
    `one form rate limit and be stored under the proxy's address; set TRUST_PROXY to the proxy's address.`
  );
}
