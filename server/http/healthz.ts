// GET /healthz, for an uptime monitor: whether a lead posted now is stored in the database; the counts and reasons to this machine only.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress } from '../intake/client-address';
import type { LeadStore, StorageState } from '../leads/lead-store';
import { channelNames } from '../notify/channel-health';
import type { Channel } from '../notify/notify-config';

/** What the health check looks at. */
interface HealthzOptions {
  store: LeadStore;
  /** True while the database's disk is short of space (QUARANTINE_MIN_FREE_MB). */
  lowOnSpace: () => boolean;
  /** The notification channels failing for the alert window (DELIVERY_ALERT_AFTER_SECONDS) or longer. */
  failingChannels: () => Channel[];
}

/** The body of /healthz to a caller on this machine: counts and sentences, never a lead. */
export interface HealthReport {
  /** True when the database takes writes and nothing below is wrong: answered 200, else 503. */
  ok: boolean;
  /** What is wrong, one sentence each; empty when ok. */
  reasons: string[];
  /** Notifications waiting to be sent; null when the database cannot be read. */
  outboxPending: number | null;
  /** Held posts (spam not counted) the owner has not released or deleted; null when the database cannot be read. */
  heldPosts: number | null;
  /** Leads in the fallback journal, waiting for the database, and the journal's size. */
  fallbackJournal: { leads: number; bytes: number } | null;
}

/** How long an answer is reused: a monitor polling often, or a visitor reloading, costs at most one probe a second. */
const reuseMs = 1_000;
/** How long the fallback journal may hold leads before the check fails: a few retries' worth, never a lead forgotten there. */
export const journalDrainAlertMs = 5 * 60_000;

/**
 * Whether `db` takes a write now: a write transaction begun and rolled back, which writes nothing.
 * It waits no longer than the store's own short busy timeout, so another process holding the write
 * lock shows here as it would to a lead. Returns what stopped it, or undefined.
 */
export function writeRefusal(db: Database.Database): string | undefined {
  if (!db.open) return 'it is closed; the server is stopping';
  try {
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return undefined;
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    return (error as Error).message;
  }
}

/** `read()`, or null when the database or the disk cannot answer. */
function orNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** Looks at everything once. */
function healthReport({ store, lowOnSpace, failingChannels }: HealthzOptions): HealthReport {
  const db = store.database;
  const reasons: string[] = [];
  const refusal = writeRefusal(db);
  if (refusal) reasons.push(`The leads database does not take writes (${refusal}).`);
  let storage: StorageState | undefined;
  try {
    storage = store.storage();
  } catch (error) {
    reasons.push(`The fallback journal cannot be read (${(error as Error).message}).`);
  }
  if (storage?.journalFolderProblem) reasons.push(storage.journalFolderProblem);
  if (storage?.journaling) reasons.push('The leads database refused a write: new leads go to the fallback journal until it takes them.');
  if (storage && storage.journalWaitingMs >= journalDrainAlertMs) {
    reasons.push(
      `The fallback journal has held ${storage.journal.rows} lead(s) for ${Math.floor(storage.journalWaitingMs / 60_000)} minutes without draining into the database.`,
    );
  }
  reasons.push(...(storage?.faults ?? []));
  if (lowOnSpace())
    reasons.push('The disk of the leads database is low on space (below QUARANTINE_MIN_FREE_MB): held posts are not stored.');
  for (const channel of failingChannels())
    reasons.push(`${channelNames[channel]} has failed for DELIVERY_ALERT_AFTER_SECONDS or longer; its leads wait in the outbox.`);
  return {
    ok: reasons.length === 0,
    reasons,
    outboxPending: orNull(() => (db.prepare(`SELECT count(*) AS n FROM deliveries WHERE status = 'pending'`).get() as { n: number }).n),
    heldPosts: orNull(() => store.heldCount()),
    fallbackJournal: storage ? { leads: storage.journal.rows, bytes: storage.journal.bytes } : null,
  };
}

/**
 * GET (and HEAD) /healthz: 200 when the database takes writes and nothing else is wrong, 503
 * otherwise. A caller on this machine (a monitor, `npm run leads -- health`) gets the report; any
 * other client (its address as TRUST_PROXY reads it) gets `{"ok":true}` or `{"ok":false}` alone: a
 * count of held posts would tell a bot whether its post was held. Never cached (no-store), never logged.
 */
export async function healthz(app: FastifyInstance, options: HealthzOptions): Promise<void> {
  let last: { at: number; report: HealthReport } | undefined;
  app.get('/healthz', async (request, reply) => {
    if (!last || Date.now() - last.at >= reuseMs) last = { at: Date.now(), report: healthReport(options) };
    const { report } = last;
    return reply
      .code(report.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(isLoopbackAddress(request.ip) ? report : { ok: report.ok });
  });
}
