// Starts everything `npm start` serves: the site with its form endpoint, and the embed demo.
import type { FastifyInstance } from 'fastify';
import { dirname } from 'node:path';
import { journalPlacementWarning } from '../leads/fallback-journal';
import { freeSpaceWatch } from '../leads/free-space-watch';
import { openLeadStore } from '../leads/lead-store';
import { purgeDaily } from '../leads/purge-daily';
import { startDeliveryWorker, type DeliveryWorker } from '../notify/delivery-worker';
import { leadText } from '../notify/lead-email';
import { startDailySummary } from '../notify/daily-summary';
import { digestChannels, notifyChannels, ownerNotices, tellEveryChannel } from '../notify/notify-channels';
import { configuredChannels } from '../notify/notify-config';
import type { DeliveryTiming } from '../notify/outbox';
import { proxyWarning, type ServerConfig } from './config';
import { oneLineLog, type LogLine } from './log-line';
import { buildDemoApp } from './demo-app';
import { checkTwins, type TwinCheck } from './precompress-dir';
import { siteListen } from './inherited-socket';
import { buildSiteApp } from './site-app';

/** One write per line straight to stderr: cheap, and never interleaved with another line. */
const logToStderr: LogLine = (line) => {
  process.stderr.write(`${line}\n`);
};

/** The listening origins, and the way to stop them. */
export interface RunningServer {
  siteOrigin: string;
  /** The embed demo's origin; undefined when it does not run (a public HOST without DEMO_PORT). */
  demoOrigin: string | undefined;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** The origin a browser can reach: a wildcard listen address is reached through loopback. */
function browsableOrigin(address: string): string {
  const url = new URL(address);
  if (url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  return url.origin;
}

/** The warning for a build whose compressed twins `npm run build` did not write, or that changed since; undefined when they are all there. */
function twinWarning(distDir: string, { missing, stale }: TwinCheck): string | undefined {
  if (stale.length > 0)
    return (
      `Warning: ${stale.length} compressed files in ${distDir} are older than the file they compress or have none, such as ${stale[0]}; ` +
      'serving the whole build uncompressed. Run `npm run build` to write them again.'
    );
  if (missing.length > 0)
    return (
      `Warning: ${missing.length} files in ${distDir} have no brotli or gzip twin, such as ${missing[0]}; they are served ` +
      'uncompressed. Run `npm run build` to write them.'
    );
  return undefined;
}

export interface StartOptions {
  /** Notices and warnings: stderr by default. */
  log?: LogLine;
  /** The delivery worker's schedule, shortened by a test that cannot wait 15 minutes for a digest. */
  deliveryTiming?: Partial<DeliveryTiming>;
}

/** Opens the lead store and listens on the site's origin and the demo's. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const { deliveryTiming } = options;
  // Every line the server writes is one line, whatever a visitor typed into it.
  const log = oneLineLog(options.log ?? logToStderr);
  const channels = configuredChannels(config.notify);
  const notices = ownerNotices(config.notify);
  // The notices about the server itself go to every channel, so an owner with the webhook alone hears of them too.
  const tellOwner = tellEveryChannel(notices, log);
  let worker: DeliveryWorker | undefined;
  const senders = notifyChannels(config.notify);
  const store = openLeadStore(config.leadsDb, {
    channels,
    onStored: () => worker?.wake(),
    fallbackDir: config.leadsFallbackDir,
    log,
    // The database cannot take the lead, so the outbox cannot either: the owner gets it from the journal now, under
    // the ids the outbox will use once the database takes it, so a second message is recognisably the same lead.
    onJournaled: (leads) => {
      for (const lead of leads) {
        if (lead.spam) continue;
        const notified = { ...lead, id: null, heldReasons: lead.reasons.length > 0 ? lead.reasons : undefined };
        for (const [channel, send] of Object.entries(senders))
          send?.(notified).catch((error: unknown) =>
            log(`A lead in the fallback journal: the ${channel} notice failed (${(error as Error).message}); it is sent once stored.`),
          );
      }
    },
    // Nothing keeps the lead, and its visitor got no answer: the owner hears of it once, with what was typed.
    onUnstored: (leads) => {
      for (const lead of leads) {
        if (lead.spam) continue;
        tellOwner(
          `a lead could not be stored (${lead.fields.name ?? 'no name'})`,
          [
            `Neither the leads database nor the fallback journal took this ${lead.formName} lead. The visitor got no answer, so their form`,
            'showed its failure alert with the phone number; they may send it again or call.',
            '',
            ...leadText(lead),
          ].join('\n'),
        );
      }
    },
  });
  // Deliveries left pending by an earlier run (a crash, a restart) go out as soon as this one starts.
  if (channels.length > 0) {
    worker = startDeliveryWorker({
      db: store.database,
      channels: senders,
      notices,
      digests: digestChannels(config.notify),
      maxPerHour: config.notifyMaxPerHour,
      log,
      timing: { alertAfterMs: config.deliveryAlertAfterSeconds * 1000, ...deliveryTiming },
    });
  }
  const stopPurgingLeads = purgeDaily((before) => store.purge(before), config.leadsRetentionDays, log);
  const stopPurgingSpam = purgeDaily((before) => store.purgeSpam(before), config.spamRetentionDays, log, { what: 'spam post', why: '' });
  const stopPurging = () => {
    stopPurgingLeads();
    stopPurgingSpam();
  };
  const stopSummary = config.notifyDailySummary ? startDailySummary(store.database, tellOwner, { log }) : () => undefined;
  const lowOnSpace = freeSpaceWatch(dirname(config.leadsDb), config.quarantineMinFreeMb * 1_000_000, (free) => {
    const line = `Only ${Math.floor(free / 1_000_000)} MB free beside ${config.leadsDb}: held posts are no longer stored; leads with nothing wrong still are.`;
    log(line);
    tellOwner('low disk space', `${line}\n\nFree some space, or raise the disk, so that no lead has to wait in the fallback journal.`);
  });
  // The build writes the twins; a start only checks them, so it never spends seconds compressing.
  const twins = await checkTwins(config.distDir).catch((): TwinCheck => ({ missing: [], stale: [] }));
  // A stale twin would serve an older file than the one it sits beside.
  const site = buildSiteApp({
    ...config,
    store,
    log,
    lowOnSpace,
    failingChannels: () => worker?.failingChannels() ?? [],
    preCompressed: twins.stale.length === 0,
  });
  let demo: FastifyInstance | undefined;
  try {
    const listen = siteListen(config.host, config.port);
    const siteOrigin = browsableOrigin(await site.listen(listen.options));
    if (listen.notice) log(listen.notice);
    let demoOrigin: string | undefined;
    if (config.demoPort !== null) {
      demo = buildDemoApp(config.embedDemoDir, siteOrigin);
      demoOrigin = browsableOrigin(await demo.listen({ host: config.host, port: config.demoPort }));
    }
    const running = demo;
    const warnings = [
      proxyWarning(config),
      journalPlacementWarning(config.leadsDb, config.leadsFallbackDir),
      twinWarning(config.distDir, twins),
    ];
    for (const warning of warnings) if (warning) log(warning);
    return {
      siteOrigin,
      demoOrigin,
      async close() {
        stopPurging();
        stopSummary();
        await Promise.all([site.close(), running?.close()]);
        await worker?.stop();
        store.close();
      },
    };
  } catch (error) {
    stopPurging();
    stopSummary();
    await Promise.allSettled([site.close(), demo?.close(), worker?.stop()]);
    store.close();
    throw error;
  }
}
