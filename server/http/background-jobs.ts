// The server's timed jobs: the retention purges, the daily summary, the low-disk watch.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { dirname } from 'node:path';
import { freeSpaceWatch } from '../leads/free-space-watch';
import { purgeDaily } from '../leads/purge-daily';
import { startDailySummary } from '../notify/daily-summary';
import type { ServerConfig } from './config';
import type { LogLine } from './log-line';

declare module 'fastify' {
  interface FastifyInstance {
    /** True while the database's disk is short of space (QUARANTINE_MIN_FREE_MB). */
    lowOnSpace: () => boolean;
  }
}

/**
 * The purges (leads and spam, at start and daily) of `app.leadStore`, the daily summary when asked for and the
 * free-space watch (`app.lowOnSpace`), each telling the owner through `app.owner`; their timers stop with the app.
 */
export const backgroundJobs = fastifyPlugin(
  async (app: FastifyInstance, { config, log }: { config: ServerConfig; log: LogLine }) => {
    const store = app.leadStore;
    const { tellOwner } = app.owner;
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
    app.decorate('lowOnSpace', lowOnSpace);
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
  },
  { name: 'background-jobs', dependencies: ['lead-store', 'owner-messages'] },
);
