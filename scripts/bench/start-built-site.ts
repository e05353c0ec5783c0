// A finished build served by `npm run serve`'s entry in a child process, with the embed demo on a second origin and a
// database of its own.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './start-bench-server';

/** Where the site and the embed demo listen, and how to stop both. */
export interface BuiltSite {
  siteOrigin: string;
  demoOrigin: string;
  close(): Promise<void>;
}

/** Serves `distDir` (never rebuilding it) on free loopback ports; fails when the build has no widget scripts. */
export async function startBuiltSite(distDir: string): Promise<BuiltSite> {
  if (!existsSync(join(distDir, 'widgets', 'all.js'))) throw new Error(`No widget scripts in ${distDir}/widgets: run npm run build first.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-site-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const server = await startBenchServer(join(dataDir, 'leads.sqlite'), { DEMO_PORT: '0', DIST_DIR: distDir }, 'server/http/serve.ts');
    const { origin: siteOrigin, demoOrigin } = server;
    if (!demoOrigin) {
      await server.stop();
      throw new Error('The embed demo did not start.');
    }
    return { siteOrigin, demoOrigin, close: () => server.stop().then(removeData) };
  } catch (error) {
    await removeData();
    throw error;
  }
}
