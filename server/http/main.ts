// `npm start`: builds when needed, then serves the site and form endpoint, and the embed demo.
import { readConfig } from './config';
import { ensureBuild } from './ensure-build';
import { exitOnStartError, runServer } from './run-server';

async function main() {
  const config = readConfig();
  if (config.autoBuild) await ensureBuild(config.distDir);
  await runServer(config);
}

main().catch(exitOnStartError);
