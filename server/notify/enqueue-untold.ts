// The leads no channel was told of (stored while none was configured, or released where none was), queued for this server's channels.
import type Database from 'better-sqlite3';
import type { Channel } from './notify-config';
import { enqueueDeliveries } from './outbox';

/** How far back leads nobody was told of are still sent: older news is for `npm run leads`, not a notification. */
export const untoldWindowMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues, on `channels`, the leads received since `since` that have no delivery at all: stored while
 * no channel was configured, or released where none was. A held post that is not spam is queued as
 * held; spam never. Returns how many leads were queued.
 */
export function enqueueUntold(db: Database.Database, channels: readonly Channel[], since: Date, now: Date): number {
  if (channels.length === 0) return 0;
  const untold = db
    .prepare(
      `SELECT id, held FROM leads l WHERE received_at >= ? AND (held = 0 OR spam = 0)
       AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id)`,
    )
    .all(since.toISOString()) as Array<{ id: number; held: number }>;
  if (untold.length === 0) return 0;
  db.transaction(() => {
    for (const { id, held } of untold) enqueueDeliveries(db, id, channels, now, held ? 'held' : 'lead');
  })();
  return untold.length;
}
