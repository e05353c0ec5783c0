// Starts everything `npm start` serves: the site with its form endpoint, and the embed demo.
import type { FastifyInstance } from 'fastify';
import { backgroundFaults, type BackgroundFaults } from '../leads/background-faults';
import { journalPlacementWarning } from '../leads/fallback-journal';
import type { DeliveryTiming } from '../notify/outbox';
import { proxyWarning, type ServerConfig } from './config';
import { oneLineLog, type LogLine } from './log-line';
import { buildDemoApp } from './demo-app';
import { writeRefusal } from './healthz';
import { keepSocketBacklog, siteListen } from './inherited-socket';
import { checkTwins, type TwinCheck } from './precompress-dir';
import { buildSiteApp } from './site-app';
import { twinWarning } from './twin-warning';
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
  /** The faults of the server's background work, which /healthz reports. */
  faults: BackgroundFaults;
  /** Whether a lead posted now can still be stored, in the database or the fallback journal. */
  canStore(): boolean;
  /** Drops every open connection at once, answering none: the last resort's step before an exit. */
  dropConnections(): void;
}

/** The origin a browser can reach: a wildcard listen address is reached through loopback. */
function browsableOrigin(address: string): string {
  const url = new URL(address);
  if (url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  return url.origin;
}

export interface StartOptions {
  /** Notices and warnings: stderr by default. */
  log?: LogLine;
  /** The delivery worker's schedule, shortened by a test that cannot wait 15 minutes for a digest. */
  deliveryTiming?: Partial<DeliveryTiming>;
}

/** Listens on the site's origin, its lead store open and its worker sending, and on the demo's. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  // Every line the server writes is one line, whatever a visitor typed into it.
  const log = oneLineLog(options.log ?? logToStderr);
  const faults = backgroundFaults(log);
  // The build writes the twins; a start only checks them, so it never spends seconds compressing.
  const twins = await checkTwins(config.distDir).catch((): TwinCheck => ({ missing: [], stale: [] }));
  // A stale twin would serve an older file than the one it sits beside.
  const site = buildSiteApp({ ...config, log, faults, deliveryTiming: options.deliveryTiming, preCompressed: twins.stale.length === 0 });
  let demo: FastifyInstance | undefined;
  // Each app stops through its own onClose hooks: the site's worker, then its store, once its requests are answered.
  const close = async () => void (await Promise.all([site.close(), demo?.close()]));
  try {
    const listen = siteListen(config.host, config.port);
    if (listen.inherited) keepSocketBacklog(site.server);
    const siteOrigin = browsableOrigin(await site.listen(listen.options));
    if (listen.notice) log(listen.notice);
    if (config.demoPort !== null) demo = buildDemoApp(config.embedDemoDir, siteOrigin);
    const demoOrigin = demo ? browsableOrigin(await demo.listen({ host: config.host, port: config.demoPort! })) : undefined;
    const running = demo;
    const warnings = [
      proxyWarning(config),
      journalPlacementWarning(config.leadsDb, config.leadsFallbackDir),
      twinWarning(config.distDir, twins),
    ];
    for (const warning of warnings) if (warning) log(warning);
    const store = site.leadStore;
    return {
      siteOrigin,
      demoOrigin,
      close,
      faults,
      canStore: () => writeRefusal(store.database) === undefined || store.storage().journalFolderProblem === undefined,
      dropConnections() {
        site.server.closeAllConnections();
        running?.server.closeAllConnections();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
