// Builds dist/ before serving when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['site', 'common', 'widgets', 'scripts', 'vite.config.ts', 'vite.widget.config.ts', 'package-lock.json'];

function newestModified(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestModified(join(path, name))), stats.mtimeMs);
}

/** True when dist/ has no site or is older than any source file. */
function isBuildStale(distDir: string): boolean {
  const marker = join(distDir, 'index.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return sources.some((source) => existsSync(source) && newestModified(source) > built);
}

/** Runs `npm run build` when needed; exits the process if the build fails. */
export function ensureBuild(distDir: string): void {
  if (!isBuildStale(distDir)) return;
  console.log('Building the site and widgets…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
  if (result.status !== 0) {
    console.error('The build failed; not starting the server.');
    process.exit(result.status ?? 1);
  }
}
