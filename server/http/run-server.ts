// The start and stop shared by `npm start` and `npm run serve`: listens, says where, and stops cleanly on a signal.
import { notifySummary } from '../notify/notify-config';
import { ConfigError, type ServerConfig } from './config';
import { startServer } from './start-server';

// Longer than any honest request takes; a client trickling a body slower than this is cut off.
const shutdownGraceMs = 10_000;

/** Starts the server, prints its addresses, and on SIGTERM or SIGINT lets the requests in flight finish before exiting. */
export async function runServer(config: ServerConfig): Promise<void> {
  const server = await startServer(config);
  console.log(`Site and form endpoint: ${server.siteOrigin}/`);
  if (server.demoOrigin) console.log(`Embed demo (a second origin): ${server.demoOrigin}/`);
  else console.log('Embed demo: off on a public HOST; set DEMO_PORT to serve it.');
  console.log(`Leads are stored in ${config.leadsDb}`);
  console.log(notifySummary(config.notify));

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
}

/** Prints why the server could not start (a configuration error as one line) and exits 1. */
export function exitOnStartError(error: unknown): never {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
