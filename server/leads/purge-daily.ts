// The privacy policy's retention, applied at start and once a day after (BC PIPA: leads kept no longer than it says).
import type { LogLine } from '../http/log-line';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

interface PurgeDailyOptions {
  /** The clock; tests move it with their timers. */
  now?: () => Date;
  /** How soon a purge the database refused (locked, read-only, failing) is tried again. */
  retryMs?: number;
  /** What is purged, as the log names one of them. */
  what?: string;
  /** Why, as the log says it. */
  why?: string;
}

/**
 * Runs `purge` (which deletes the leads received before the date it is given) now and once a day
 * after, logging how many went; returns the stop. A purge that throws is logged and tried again
 * within the hour: a timer that throws would stop the server, and every lead with it.
 */
export function purgeDaily(
  purge: (before: Date) => number,
  retentionDays: number,
  log: LogLine,
  { now = () => new Date(), retryMs = hourMs, what = 'lead', why = ', as the privacy policy promises' }: PurgeDailyOptions = {},
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    let wait = dayMs;
    try {
      const count = purge(new Date(now().getTime() - retentionDays * dayMs));
      if (count > 0) log(`Deleted ${count} ${what}${count === 1 ? '' : 's'} older than ${retentionDays} days${why}.`);
    } catch (error) {
      wait = retryMs;
      log(
        `Could not delete the ${what}s older than ${retentionDays} days (${(error as Error).message}); trying again in ${retryMs / 60_000} min.`,
      );
    }
    timer = setTimeout(run, wait);
    timer.unref();
  };
  run();
  return () => clearTimeout(timer);
}
