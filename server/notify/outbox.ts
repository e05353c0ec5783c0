// The transactional outbox: a delivery row per lead and channel, written with the lead, claimed, read and marked by the worker.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { PageAttribution } from '../../common/contract/form-fields';
import type { Channel } from './notify-config';

/** A lead as its notifications show it; a StoredLead of the lead store fits. */
export interface NotifiedLead {
  /** The row id; null for a lead the fallback journal holds while the database cannot take it. */
  id: number | null;
  /** The post's own UUID: the notifications' ids come from it, since a row id can be handed out again. */
  submissionId: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  formName: string;
  /** The posted fields, in posted order. */
  fields: Record<string, string>;
  partner: string | null;
  /** The host page and its UTM tags a widget posted; none for the site's own forms and for a test. */
  attribution?: PageAttribution;
  /** Set for a held post the owner is told of as such: why it is held. */
  heldReasons?: string[];
}

/** What a delivery tells: a lead, or a held post, which may be a real lead (product rules §7.4). */
export type DeliveryKind = 'lead' | 'held';

/** How often the worker tries again, when it gives up, and how often it looks for work. */
export interface DeliveryTiming {
  /** The wait after the first failed attempt; each failure doubles it. */
  retryBaseMs: number;
  retryCapMs: number;
  /** A delivery this old (from its creation) that fails again is marked failed. */
  giveUpAfterMs: number;
  /** How often the worker looks for due rows without being woken: restarts, rows other processes wrote. */
  pollMs: number;
  /** How long a channel fails before the owner is told through the others: DELIVERY_ALERT_AFTER_SECONDS. */
  alertAfterMs: number;
  /** How often a channel past NOTIFY_MAX_PER_HOUR sends its digest. */
  digestEveryMs: number;
}

/** The production schedule: 5 s, 10 s, 20 s ... up to 5 minutes between attempts, for 24 hours; an alert after 15 minutes. */
export const deliveryTiming: DeliveryTiming = {
  retryBaseMs: 5_000,
  retryCapMs: 300_000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
  pollMs: 5_000,
  alertAfterMs: 15 * 60 * 1000,
  digestEveryMs: 15 * 60 * 1000,
};

/** The wait before the next attempt once `attempts` attempts have failed: doubling from the base, capped. */
export function retryDelayMs(attempts: number, { retryBaseMs, retryCapMs }: DeliveryTiming = deliveryTiming): number {
  return Math.min(retryBaseMs * 2 ** Math.max(attempts - 1, 0), retryCapMs);
}

/**
 * Writes one pending delivery per channel for lead `leadId`, due at once. Call it inside the
 * transaction that inserts the lead, so a lead is never committed without its deliveries. The
 * caller decides who is told: spam is never enqueued, a held post as `held`, and a released one
 * as a lead on release. Enqueueing twice is harmless (one row per lead and channel).
 */
export function enqueueDeliveries(
  db: Database.Database,
  leadId: number,
  channels: readonly Channel[],
  now: Date,
  kind: DeliveryKind = 'lead',
): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO deliveries (lead_id, channel, kind, created_at, next_attempt_at) VALUES (@leadId, @channel, @kind, @now, @now)',
  );
  for (const channel of channels) insert.run({ leadId, channel, kind, now: now.toISOString() });
}

/**
 * The outbox as a Fastify plugin: each lead the store inserts is queued for `channels` in its transaction, a held
 * post as held, spam never. Dated now, not at the lead's arrival: a lead imported late from the journal still gets
 * its 24 hours of retries.
 */
export const outbox = fastifyPlugin(
  async (app: FastifyInstance, { channels }: { channels: readonly Channel[] }) => {
    const db = app.leadStore.database;
    app.leadStore.events.on('inserted', (id, lead) => {
      if (!lead.spam) enqueueDeliveries(db, id, channels, new Date(), lead.reasons.length > 0 ? 'held' : 'lead');
    });
  },
  { name: 'outbox', dependencies: ['lead-store'] },
);

/** How far back leads nobody was told of are still sent: older news is for `npm run leads`, not a notification. */
const untoldWindowMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues, on `channels`, the leads of the 7 days before `now` that have no delivery at all: stored while no
 * channel was configured, or released where none was. A held post that is not spam is queued as held; spam
 * never. Returns how many leads were queued.
 */
export function enqueueUntold(db: Database.Database, channels: readonly Channel[], now: Date): number {
  if (channels.length === 0) return 0;
  const untold = db
    .prepare(
      `SELECT id, held FROM leads l WHERE received_at >= ? AND (held = 0 OR spam = 0)
       AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id)`,
    )
    .all(new Date(now.getTime() - untoldWindowMs).toISOString()) as Array<{ id: number; held: number }>;
  if (untold.length === 0) return 0;
  db.transaction(() => {
    for (const { id, held } of untold) enqueueDeliveries(db, id, channels, now, held ? 'held' : 'lead');
  })();
  return untold.length;
}

/**
 * Turns the held post's deliveries into a lead's, due at once, as its release asks: the server
 * that told the owner of the held post sends the lead too, even when the release ran where no
 * channel is configured. Returns how many deliveries were queued again.
 */
export function requeueAsLead(db: Database.Database, leadId: number, now: Date): number {
  return db
    .prepare(
      `UPDATE deliveries SET kind = 'lead', status = 'pending', attempts = 0, created_at = @now, next_attempt_at = @now,
       sent_at = NULL, last_error = NULL WHERE lead_id = @leadId`,
    )
    .run({ leadId, now: now.toISOString() }).changes;
}

/** A pending delivery that is due, with its lead. */
export interface DueDelivery {
  id: number;
  channel: Channel;
  /** Attempts made so far, all failed. */
  attempts: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Set once claimed (claimDeliveries): the record of its outcome applies only while the claim stands. */
  claimedUntil?: string;
  /** A stored lead: it has its row id. */
  lead: NotifiedLead & { id: number };
}

interface DueRow {
  id: number;
  channel: Channel;
  kind: DeliveryKind;
  submission_id: string;
  reasons: string;
  attempts: number;
  created_at: string;
  lead_id: number;
  received_at: string;
  form_name: string;
  fields: string;
  partner: string | null;
  attribution: string | null;
}

/** `?, ?` for the channels, which are known names, never input. */
const placeholders = (channels: readonly Channel[]) => channels.map(() => '?').join(', ');

/** Up to `limit` deliveries on `channels` due at `now`, the longest waiting first; one indexed query. */
export function dueDeliveries(db: Database.Database, channels: readonly Channel[], now: Date, limit: number): DueDelivery[] {
  if (channels.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT d.id, d.channel, d.kind, d.attempts, d.created_at, l.id AS lead_id, l.submission_id, l.reasons, l.received_at, l.form_name, l.fields, l.partner, l.attribution
       FROM deliveries d JOIN leads l ON l.id = d.lead_id
       WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND d.channel IN (${placeholders(channels)})
       ORDER BY d.next_attempt_at, d.id LIMIT ?`,
    )
    .all(now.toISOString(), ...channels, limit) as DueRow[];
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    attempts: row.attempts,
    createdAt: row.created_at,
    lead: {
      id: row.lead_id,
      submissionId: row.submission_id,
      ...(row.kind === 'held' ? { heldReasons: JSON.parse(row.reasons) } : {}),
      receivedAt: row.received_at,
      formName: row.form_name,
      fields: JSON.parse(row.fields),
      partner: row.partner,
      attribution: row.attribution ? JSON.parse(row.attribution) : {},
    },
  }));
}

/**
 * How long a claim holds unless renewed: shorter than a send may take (30 s for SMTP, 15 s for the
 * webhook), so the worker renews its claims every `claimRenewMs` while they are on their way
 * (renewClaims), and a worker that dies mid-send leaves them to any other within 25 s.
 */
export const claimMs = 25_000;
/** How often a worker renews the claims of its sends in flight: well inside the lease, so one slow turn misses none. */
export const claimRenewMs = 8_000;

/**
 * The deliveries of `due` this worker now holds: each is pushed `leaseMs` into the future in one
 * conditional UPDATE, which only one connection can win while the row is still due. Recording the
 * outcome (markSent, markAttemptFailed) ends the claim.
 */
export function claimDeliveries(db: Database.Database, due: readonly DueDelivery[], now: Date, leaseMs = claimMs): DueDelivery[] {
  const claim = db.prepare(
    `UPDATE deliveries SET next_attempt_at = @until WHERE id = @id AND status = 'pending' AND next_attempt_at <= @now`,
  );
  const until = new Date(now.getTime() + leaseMs).toISOString();
  return db.transaction(() =>
    due
      .filter((delivery) => claim.run({ id: delivery.id, until, now: now.toISOString() }).changes === 1)
      .map((delivery) => ({ ...delivery, claimedUntil: until })),
  )();
}

/**
 * Extends the claims of `claimed` (sends still on their way) to `leaseMs` from `now`, each only while
 * it still stands, and records the new end in the delivery, where its outcome's record looks for it.
 */
export function renewClaims(db: Database.Database, claimed: readonly DueDelivery[], now: Date, leaseMs = claimMs): void {
  const renew = db.prepare(
    `UPDATE deliveries SET next_attempt_at = @until WHERE id = @id AND status = 'pending' AND next_attempt_at = @old`,
  );
  const until = new Date(now.getTime() + leaseMs).toISOString();
  db.transaction(() => {
    for (const delivery of claimed) {
      if (delivery.claimedUntil && renew.run({ id: delivery.id, until, old: delivery.claimedUntil }).changes === 1)
        delivery.claimedUntil = until;
    }
  })();
}

/** When the next pending delivery on `channels` falls due (ISO 8601), or null when none waits. */
export function nextAttemptAt(db: Database.Database, channels: readonly Channel[]): string | null {
  if (channels.length === 0) return null;
  const row = db
    .prepare(
      `SELECT next_attempt_at FROM deliveries WHERE status = 'pending' AND channel IN (${placeholders(channels)})
       ORDER BY next_attempt_at LIMIT 1`,
    )
    .get(...channels) as { next_attempt_at: string } | undefined;
  return row?.next_attempt_at ?? null;
}

/** Records that delivery `id` reached its channel. */
export function markSent(db: Database.Database, id: number, now: Date, claimedUntil?: string): void {
  db.prepare(
    `UPDATE deliveries SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ? ${claimHeld(claimedUntil)}`,
  ).run(now.toISOString(), id, ...(claimedUntil ? [claimedUntil] : []));
}

/**
 * The condition that the claim still stands: a release that queued the delivery again while it
 * was on its way (as a held post) has moved it, and the outcome of the old send must not erase that.
 */
const claimHeld = (claimedUntil: string | undefined) => (claimedUntil ? `AND status = 'pending' AND next_attempt_at = ?` : '');

/** What became of a failed attempt: tried again after `retryInMs`, or given up. */
export type FailureOutcome = { gaveUp: false; retryInMs: number } | { gaveUp: true };

/** How a failed attempt is rescheduled beyond the plain backoff. */
export interface RetryAdvice {
  /** Never sooner than this: what the receiver's Retry-After asked. */
  minWaitMs?: number;
  /** The backoff times this (0.8 to 1.2, say), so many deliveries that failed together do not all come back together. */
  jitter?: number;
  /** Give up now, whatever the delivery's age: the receiver said it takes no more (410 Gone). */
  giveUp?: boolean;
}

/** Records a failed attempt: rescheduled with backoff, or marked failed once the delivery is older than the give-up age. */
export function markAttemptFailed(
  db: Database.Database,
  delivery: Pick<DueDelivery, 'id' | 'attempts' | 'createdAt' | 'claimedUntil'>,
  error: string,
  now: Date,
  timing: DeliveryTiming = deliveryTiming,
  { minWaitMs = 0, jitter = 1, giveUp = false }: RetryAdvice = {},
): FailureOutcome {
  const attempts = delivery.attempts + 1;
  const gaveUp = giveUp || now.getTime() - Date.parse(delivery.createdAt) >= timing.giveUpAfterMs;
  const retryInMs = Math.max(Math.round(retryDelayMs(attempts, timing) * jitter), minWaitMs);
  db.prepare(
    `UPDATE deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ? ${claimHeld(delivery.claimedUntil)}`,
  ).run(
    gaveUp ? 'failed' : 'pending',
    attempts,
    new Date(now.getTime() + (gaveUp ? 0 : retryInMs)).toISOString(),
    error.slice(0, 500),
    delivery.id,
    ...(delivery.claimedUntil ? [delivery.claimedUntil] : []),
  );
  return gaveUp ? { gaveUp } : { gaveUp, retryInMs };
}
