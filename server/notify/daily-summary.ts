// The optional daily summary (NOTIFY_DAILY_SUMMARY=true): what the past day brought, for an owner who wants to know all is well.
import type Database from 'better-sqlite3';
import { businessTime } from './business-time';

/** What the past day brought. */
export interface DayCounts {
  leads: number;
  held: number;
  spam: number;
  failedDeliveries: number;
}

const dayMs = 86_400_000;

/** The counts for the day before `now`: leads stored, held posts, spam, deliveries given up. */
export function dayCounts(db: Database.Database, now: Date): DayCounts {
  const since = new Date(now.getTime() - dayMs).toISOString();
  const leads = db
    .prepare(
      `SELECT coalesce(sum(held = 0), 0) AS leads, coalesce(sum(held = 1 AND spam = 0), 0) AS held, coalesce(sum(spam = 1), 0) AS spam
       FROM leads WHERE received_at >= ?`,
    )
    .get(since) as Omit<DayCounts, 'failedDeliveries'>;
  // A delivery given up is due no more: its next_attempt_at holds when it was given up.
  const failed = db.prepare(`SELECT count(*) AS failed FROM deliveries WHERE status = 'failed' AND next_attempt_at >= ?`).get(since) as {
    failed: number;
  };
  return { ...leads, failedDeliveries: failed.failed };
}

/** The summary's subject and text for `counts`, the day ending `now`. */
export function dailySummary(counts: DayCounts, now: Date): { subject: string; text: string } {
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return {
    subject: `daily summary: ${plural(counts.leads, 'lead')}`,
    text: [
      `The 24 hours to ${businessTime(now.toISOString())}:`,
      '',
      `Leads: ${counts.leads}`,
      `Held posts (not spam): ${counts.held}${counts.held ? ' (npm run leads -- held)' : ''}`,
      `Spam: ${counts.spam}`,
      `Deliveries given up: ${counts.failedDeliveries}${counts.failedDeliveries ? ' (npm run leads -- deliveries)' : ''}`,
    ].join('\n'),
  };
}

interface SummaryOptions {
  /** A day, unless a test shortens it. */
  everyMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

/** Sends the summary through `tell` every `everyMs` (a day); returns the timer's stop. A database in trouble skips one summary. */
export function startDailySummary(
  db: Database.Database,
  tell: (subject: string, text: string) => void,
  { everyMs = dayMs, now = () => new Date(), log = () => undefined }: SummaryOptions = {},
): () => void {
  const timer = setInterval(() => {
    try {
      const { subject, text } = dailySummary(dayCounts(db, now()), now());
      tell(subject, text);
    } catch (error) {
      log(`The daily summary could not be made: ${(error as Error).message}`);
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
