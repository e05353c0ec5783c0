// `npm start`: builds when needed, then serves the site and form endpoint, and the embed demo.
import { ConfigError, readConfig } from './config';
import { ensureBuild } from './ensure-build';
import { startServer } from './start-server';
import { notifySummary } from '../notify/notify-config';

// Longer than any honest request takes; a client trickling a body slower than this is cut off.
const shutdownGraceMs = 10_000;

async function main() {
  const config = readConfig();
  if (config.autoBuild) ensureBuild(config.distDir);

  const server = await startServer(config, { progress: (line) => console.log(line) });
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

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
