// Claims due deliveries before they are sent, so two servers on one database (an overlapping deploy) never send one
// twice, and a server killed mid-send leaves its claims to the next within half a minute.
import type Database from 'better-sqlite3';
import type { DueDelivery } from './outbox';

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
