// Claims due deliveries before they are sent, so two servers on one database (an overlapping deploy) never send one twice.
import type Database from 'better-sqlite3';
import type { DueDelivery } from './outbox';

/**
 * How long a claim holds: longer than any send may take (30 s for SMTP, 10 s for the webhook), so
 * no other worker takes a delivery while it is on its way; a worker that dies mid-send leaves it to
 * be tried again by any worker once the claim runs out.
 */
export const claimMs = 120_000;

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
