// The start and stop shared by `npm start` and `npm run serve`: listens, says where, and stops cleanly on a signal.
import { JournalFolderError } from '../leads/lead-store';
import { notifySummary } from '../notify/notify-config';
import { ConfigError, type ServerConfig } from './config';
import { originMismatch, readBuildInfo } from '../../serving/build-info';
import { openableOrigins } from './openable-origins';
import { placeholderWarning } from './placeholder-warning';
import { demoLine, siteLine } from '../../serving/start-line';
import { lastResort } from './last-resort';
import { oneLineLog } from './log-line';
import { startServer } from './start-server';

// Longer than any honest request takes; a client trickling a body slower than this is cut off.
const shutdownGraceMs = 10_000;

/** The addresses to open, as one line's list. */
function addresses(host: string, origin: string): string {
  return openableOrigins(host, origin)
    .map((address) => `${address}/`)
    .join('  ');
}

/**
 * Refuses a build whose widgets post to another origin than SITE_ORIGIN, starts the server, prints where
 * it listens last, and on SIGTERM or SIGINT lets the requests in flight finish before exiting.
 */
export async function runServer(config: ServerConfig): Promise<void> {
  const mismatch = originMismatch(config.distDir, config.siteOrigin);
  if (mismatch) {
    throw new ConfigError(
      `${mismatch}, so partner pages would send their leads elsewhere. Build again with that origin: ` +
        `SITE_ORIGIN=${config.siteOrigin} npm run build (npm start does so by itself).`,
    );
  }
  const server = await startServer(config);
  // Every part catches its own faults; one nobody caught ends the process only once no lead can be stored.
  const onFault = lastResort({
    log: oneLineLog((line) => process.stderr.write(`${line}\n`)),
    faults: server.faults,
    canStore: server.canStore,
    dropConnections: server.dropConnections,
    exit: (code) => process.exit(code),
  });
  // Captured ahead of every 'uncaughtException' listener, and the only 'unhandledRejection' one: the emscripten glue
  // of @gfx/zopfli (loaded with the build's compression) adds both, and rethrows from them, which would end the process.
  process.setUncaughtExceptionCaptureCallback(onFault);
  process.removeAllListeners('unhandledRejection');
  process.on('unhandledRejection', onFault);
  // Before the address is printed: whoever reads it may signal at once.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then exiting.`);
    setTimeout(() => {
      console.error(`Requests still open after ${shutdownGraceMs / 1000} s; exiting anyway.`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  const warning = placeholderWarning({ widgetOrigin: readBuildInfo(config.distDir)?.siteOrigin });
  if (warning) console.warn(warning);
  console.log(`Leads are stored in ${config.leadsDb}`);
  console.log(notifySummary(config.notify));
  if (server.demoOrigin) console.log(demoLine(addresses(config.host, server.demoOrigin)));
  else console.log('Embed demo: off (DEMO_PORT=off, or a public HOST without DEMO_PORT).');
  // Last, where a person looks first.
  console.log(siteLine(addresses(config.host, server.siteOrigin)));
}

/** Prints why the server could not start (a configuration error as one line) and exits 1. */
export function exitOnStartError(error: unknown): never {
  console.error(error instanceof ConfigError || error instanceof JournalFolderError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
