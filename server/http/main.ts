// `npm start`: builds when needed (or when made for another SITE_ORIGIN), then serves the site and form endpoint,
// and the embed demo.
import './supported-node';
import { readConfig } from './config';
import { loadEnvFile } from './env-file';
import { ensureBuild } from './ensure-build';
import { exitOnStartError, runServer } from './run-server';

async function main() {
  loadEnvFile();
  const config = readConfig();
  if (config.autoBuild) await ensureBuild(config.distDir, config.siteOrigin);
  await runServer(config);
}

main().catch(exitOnStartError);
