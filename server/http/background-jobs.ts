// The server's timed jobs: the retention purges, the daily summary, the low-disk watch.
import { dirname } from 'node:path';
import { freeSpaceWatch } from '../leads/free-space-watch';
import type { LeadStore } from '../leads/lead-store';
import { purgeDaily } from '../leads/purge-daily';
import { startDailySummary } from '../notify/daily-summary';
import type { ServerConfig } from './config';
import type { LogLine } from './log-line';

/** The running jobs: whether the disk is low now, and the stop. */
export interface BackgroundJobs {
  lowOnSpace: () => boolean;
  stop(): void;
}

/** Starts the purges (leads and spam, at start and daily), the daily summary when asked for, and the free-space watch. */
export function startBackgroundJobs(
  config: ServerConfig,
  store: LeadStore,
  tellOwner: (subject: string, text: string) => void,
  log: LogLine,
): BackgroundJobs {
  const stops = [
    purgeDaily((before) => store.purge(before), config.leadsRetentionDays, log),
    purgeDaily((before) => store.purgeSpam(before), config.spamRetentionDays, log, { what: 'spam post', why: '' }),
    config.notifyDailySummary ? startDailySummary(store.database, tellOwner, { log }) : () => undefined,
  ];
  const lowOnSpace = freeSpaceWatch(dirname(config.leadsDb), config.quarantineMinFreeMb * 1_000_000, (free) => {
    const line = `Only ${Math.floor(free / 1_000_000)} MB free beside ${config.leadsDb}: held posts are no longer stored; leads with nothing wrong still are.`;
    log(line);
    tellOwner('low disk space', `${line}\n\nFree some space, or raise the disk, so that no lead has to wait in the fallback journal.`);
  });
  return { lowOnSpace, stop: () => stops.forEach((stop) => stop()) };
}
