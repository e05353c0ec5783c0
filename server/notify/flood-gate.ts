// Past NOTIFY_MAX_PER_HOUR messages an hour, a channel's leads go out as one digest every 15 minutes, not one message each.
import type Database from 'better-sqlite3';
import type { Channel } from './notify-config';

/** Decides, channel by channel, whether leads go one by one or wait for the next digest. */
export interface FloodGate {
  /** The channels that send each lead on its own now; a channel past its limit starts its digests here. */
  open(channels: readonly Channel[]): Channel[];
  /** How many more leads `channel` may send on their own within the hour. */
  allowance(channel: Channel): number;
  /** The channels whose digest is due now. */
  digestDue(): Channel[];
  /** Records a digest round of `channel` (sent, or nothing to send); it opens again once it is back under its limit. */
  digestDone(channel: Channel): void;
}

interface FloodGateOptions {
  db: Database.Database;
  /** NOTIFY_MAX_PER_HOUR. */
  maxPerHour: number;
  digestEveryMs: number;
  now: () => Date;
  /** Messages each channel sent in the past hour outside the outbox (the owner's notices), counted too: one limit for all. */
  alsoSent?: (channel: Channel) => number;
}

const hourMs = 3_600_000;

/** How many deliveries each channel sent through the outbox of `db` in the hour before `now()`. */
export function outboxSentLastHour(db: Database.Database, now: () => Date): (channel: Channel) => number {
  const sentLastHour = db.prepare(`SELECT count(*) AS sent FROM deliveries WHERE channel = ? AND status = 'sent' AND sent_at >= ?`);
  return (channel) => (sentLastHour.get(channel, new Date(now().getTime() - hourMs).toISOString()) as { sent: number }).sent;
}

/**
 * The gate. A channel that sent `maxPerHour` leads in the past hour (counted from the deliveries
 * table, so a restart or a second server counts them too) holds its leads back, and sends all it
 * holds as one digest every `digestEveryMs`. It sends each lead on its own again once a digest round
 * finds it under its limit. A burst of posts then cannot exhaust a mail account's sending limit and
 * lose the genuine leads behind it.
 */
export function floodGate({ db, maxPerHour, digestEveryMs, now, alsoSent = () => 0 }: FloodGateOptions): FloodGate {
  const outboxSent = outboxSentLastHour(db, now);
  const countSent = (channel: Channel) => outboxSent(channel) + alsoSent(channel);
  /** When each flooded channel's next digest is due, in ms since the epoch. */
  const nextDigest = new Map<Channel, number>();

  return {
    open(channels) {
      return channels.filter((channel) => {
        if (nextDigest.has(channel)) return false;
        if (countSent(channel) < maxPerHour) return true;
        nextDigest.set(channel, now().getTime() + digestEveryMs);
        return false;
      });
    },
    allowance(channel) {
      return Math.max(maxPerHour - countSent(channel), 0);
    },
    digestDue() {
      return [...nextDigest].filter(([, at]) => at <= now().getTime()).map(([channel]) => channel);
    },
    digestDone(channel) {
      if (countSent(channel) < maxPerHour) nextDigest.delete(channel);
      else nextDigest.set(channel, now().getTime() + digestEveryMs);
    },
  };
}
