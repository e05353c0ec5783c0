// Builds dist/ before serving when it is missing, older than its sources, or made for another SITE_ORIGIN.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { originMismatch } from '../../serving/build-info';

const sources = ['site', 'common', 'widgets', 'scripts', 'serving', 'vite.config.ts', 'vite.widget.config.ts', 'package-lock.json'];

function newestModified(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestModified(join(path, name))), stats.mtimeMs);
}

/** Why dist/ must be built again; undefined when it is up to date. */
function staleReason(distDir: string, siteOrigin: string | undefined): string | undefined {
  const marker = join(distDir, 'index.html');
  if (!existsSync(marker)) return `there is no build in ${distDir}`;
  const built = statSync(marker).mtimeMs;
  const changed = sources.find((source) => existsSync(source) && newestModified(source) > built);
  if (changed) return `${changed} changed since the last build`;
  return originMismatch(distDir, siteOrigin);
}

/**
 * Builds dist/ when needed, quietly (progress, no size table), in a child that stops with this process:
 * a SIGTERM or SIGINT during the build is passed on, and this process exits with the build.
 * Exits the process if the build fails.
 */
export async function ensureBuild(distDir: string, siteOrigin: string | undefined): Promise<void> {
  const reason = staleReason(distDir, siteOrigin);
  if (!reason) return;
  console.log(`Building the site and widgets, since ${reason}; this takes a minute or two.`);
  // Node itself, not npm: no shell or npm in between that could leave the build running after this process stops.
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--quiet'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  const passOn = (signal: NodeJS.Signals) => build.kill(signal);
  process.on('SIGTERM', passOn);
  process.on('SIGINT', passOn);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    build.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  process.off('SIGTERM', passOn);
  process.off('SIGINT', passOn);
  if (signal) {
    console.error(`The build stopped (${signal}); not starting the server.`);
    process.exit(1);
  }
  if (code !== 0) {
    console.error('The build failed; not starting the server.');
    process.exit(code ?? 1);
  }
}
