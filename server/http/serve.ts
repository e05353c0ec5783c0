// `npm run serve`, the production start: serves the build already in dist/ (or DIST_DIR), never building it.
import './supported-node';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from './config';
import { loadEnvFile } from './env-file';
import { exitOnStartError, runServer } from './run-server';

async function main() {
  loadEnvFile();
  const config = readConfig();
  if (!existsSync(join(config.distDir, 'index.html'))) {
    console.error(`No build in ${config.distDir}: run \`npm run build\` first (or \`npm start\`, which builds when needed).`);
    process.exit(1);
  }
  await runServer(config);
}

main().catch(exitOnStartError);
