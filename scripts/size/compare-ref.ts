// `npm run size -- --compare REF`: builds another git ref in a temporary worktree (sharing this checkout's
// node_modules) and sets its sizes beside this build's, with the modules behind each change: how a reviewer checks a
// branch against main.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { baselineFrom, sizeEntries } from './check-budgets';
import { changesText, entryChangeText, sizeChanges } from './size-changes';
import { readSizeReport, type SizeReport, formatBytes, gzipNote } from './size-report';
import { textTable } from '../text-table';

const run = promisify(execFile);

/** Where a build of the other ref writes: the variables scripts/build/build.ts reads. */
export interface BuildDirs {
  DIST_DIR: string;
  REPORTS_DIR: string;
}

/** Builds and measures the checkout at `checkoutDir` into `dirs`, leaving REPORTS_DIR/sizes.json; rejects when the build fails. */
export type BuildCheckout = (checkoutDir: string, dirs: BuildDirs) => Promise<void>;

/**
 * The checkout's own `npm run build`, then its measuring step where it has one (a build older than it wrote the
 * reports itself); the output kept back unless it fails.
 */
export const npmBuild: BuildCheckout = async (checkoutDir, dirs) => {
  const options = { cwd: checkoutDir, env: { ...process.env, ...dirs }, maxBuffer: 64 * 1024 * 1024 };
  try {
    await run('npm', ['run', 'build'], options);
    if (existsSync(join(checkoutDir, 'scripts/size/measure.ts')))
      await run(process.execPath, ['--import', 'tsx', 'scripts/size/measure.ts'], options);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`npm run build failed in ${checkoutDir}:\n${tail}`, { cause: error });
  }
};

async function git(repoDir: string, args: string[]): Promise<string> {
  return (await run('git', args, { cwd: repoDir })).stdout.trim();
}

/** The REF of `--compare REF` or `--compare=REF` in `args`, or undefined without it; refuses anything else. */
export function compareArgument(args: readonly string[]): string | undefined {
  let ref: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--compare') ref = args[++index];
    else if (arg.startsWith('--compare=')) ref = arg.slice('--compare='.length);
    else throw new Error(`Unknown argument ${JSON.stringify(arg)}: npm run size takes only --compare REF.`);
    if (!ref || ref.startsWith('-')) throw new Error('--compare needs a git ref: npm run size -- --compare main.');
  }
  return ref;
}

/**
 * Builds `ref` of the repository at `repoDir` with `build`, in a worktree in a temporary directory that is removed
 * afterwards, whether the build succeeds or not, and returns its size report with the commit it was built from.
 */
export async function buildRef(repoDir: string, ref: string, build: BuildCheckout): Promise<{ commit: string; report: SizeReport }> {
  const commit = await git(repoDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).catch(() => {
    throw new Error(`--compare ${ref}: no such commit in ${repoDir}.`);
  });
  const tempDir = await mkdtemp(join(tmpdir(), 'size-compare-'));
  const checkoutDir = join(tempDir, 'checkout');
  try {
    await git(repoDir, ['worktree', 'add', '--detach', checkoutDir, commit]);
    // npm ci would take minutes and need the network; the lockfile rarely differs between a branch and main.
    const modules = join(resolve(repoDir), 'node_modules');
    if (existsSync(modules)) await symlink(modules, join(checkoutDir, 'node_modules'), 'dir');
    const dirs: BuildDirs = { DIST_DIR: join(tempDir, 'dist'), REPORTS_DIR: join(tempDir, 'reports') };
    await build(checkoutDir, dirs);
    return { commit, report: await readSizeReport(join(dirs.REPORTS_DIR, 'sizes.json')) };
  } finally {
    await git(repoDir, ['worktree', 'remove', '--force', checkoutDir]).catch(() => undefined);
    await rm(tempDir, { recursive: true, force: true });
    await git(repoDir, ['worktree', 'prune']).catch(() => undefined);
  }
}

/** Gzip bytes of every entry of `report`, and of each widget built with React, by row name. */
function gzipRows(report: SizeReport): Map<string, number> {
  const rows = new Map<string, number>();
  for (const entry of sizeEntries(report)) {
    rows.set(entry.id, entry.sizes.gzip);
    if (entry.withReact) rows.set(`${entry.id} with React`, entry.withReact.gzip);
  }
  return rows;
}

/**
 * `before` (built from `ref`) and `after` (this build) side by side in gzip bytes, then every change between them
 * module by module.
 */
export function comparisonText(ref: string, before: SizeReport, after: SizeReport): string {
  const gzipBefore = gzipRows(before);
  const gzipAfter = gzipRows(after);
  const ids = [...gzipAfter.keys(), ...[...gzipBefore.keys()].filter((id) => !gzipAfter.has(id))];
  const rows = ids.map((id) => {
    const [was, is] = [gzipBefore.get(id), gzipAfter.get(id)];
    return [
      id,
      was === undefined ? '—' : formatBytes(was),
      is === undefined ? '—' : formatBytes(is),
      entryChangeText({ ids: [id], before: was, after: is }),
    ];
  });
  const table = textTable([['Entry', ref, 'this build', 'Change'], ...rows], [false, true, true, true]);
  const [baselineBefore, baselineAfter] = [baselineFrom(before), baselineFrom(after)];
  const changes = changesText(sizeChanges(baselineBefore, baselineAfter), ref, Object.keys(baselineAfter.gzipBytes).length);
  return [`Sizes of ${ref} and of this build (${gzipNote}):`, '', ...table.map((line) => `  ${line}`), '', changes].join('\n');
}
