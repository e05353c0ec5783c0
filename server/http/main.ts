// `npm start`: builds when needed, then serves the site and form endpoint, and the embed demo.
import { readConfig } from './config';
import { ensureBuild } from './ensure-build';
import { precompressDir } from './precompress-dir';
import { exitOnStartError, runServer } from './run-server';

async function main() {
  const config = readConfig();
  if (config.autoBuild) ensureBuild(config.distDir);
  try {
    // Zopfli takes some seconds over a fresh build (server/http/compression.ts); later starts find the twins.
    await precompressDir(config.distDir, (files) => console.log(`Compressing ${files} files of the build for serving, once per build…`));
  } catch (error) {
    // A read-only or missing build still serves, only uncompressed.
    console.warn(`Could not precompress ${config.distDir}; serving it uncompressed.`, error);
  }
  await runServer(config);
}

main().catch(exitOnStartError);
