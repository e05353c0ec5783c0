// What every benchmark shares: the base build to measure beside this one (the last release unless `--base REF`),
// built once per commit and served by its own checkout's server, rounds that alternate, and figures read as ratios.
// A figure alone moves 2x with the machine's load; a ratio to a floor or a base taken in the same run does not.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify, type ParseArgsOptionsConfig } from 'node:util';
import { spawnServer, type SpawnOptions } from '../../tests/server/spawn-server';

const run = promisify(execFile);
const repoDir = resolve(import.meta.dirname, '../..');

/** Where every bench starts: it moves the run ahead of other work (runAhead), then reads `--base`, `--rounds` and `extra`. */
export function readOptions(defaultRounds: number, extra: ParseArgsOptionsConfig = {}) {
  console.error(runAhead());
  const { values } = parseArgs({
    options: { base: { type: 'string' }, rounds: { type: 'string', default: String(defaultRounds) }, ...extra },
  });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number above 0, not ${String(values.rounds)}.`);
  return { values: values as Record<string, string | boolean | undefined>, rounds, base: values.base as string | undefined };
}

/**
 * Moves this process into a CPU control group weighted far above the rest (cgroup v1 or v2, with root), where every
 * process it starts stays: a niceness would not hold, as Chromium sets its renderers' own. A busy machine then slows
 * the floor, the base and this build as little as it can.
 */
export function runAhead(groups = ['/sys/fs/cgroup/cpu/bench cpu.shares 262144', '/sys/fs/cgroup/bench cpu.weight 10000']): string {
  for (const [group, file, weight] of groups.map((line) => line.split(' ')))
    try {
      if (!existsSync(group)) mkdirSync(group);
      writeFileSync(join(group, file), weight);
      writeFileSync(join(group, 'cgroup.procs'), String(process.pid));
      return `Runs ahead of other work for the CPU (${group}, ${file} ${weight}).`;
    } catch {
      continue;
    }
  return 'Runs at the usual priority: a CPU control group of its own takes root.';
}

/** The commit of the last release, as bench-baseline.json names it. */
export async function lastRelease(): Promise<string> {
  const { release } = JSON.parse(await readFile(join(repoDir, 'bench-baseline.json'), 'utf8')) as { release: string };
  return release;
}

/** A build of another commit: its checkout (to run its own server from) and its dist. */
export interface BaseBuild {
  commit: string;
  checkoutDir: string;
  distDir: string;
}

/**
 * `ref` (the last release when undefined) checked out with `git archive` and built, under node_modules/.cache so the
 * next run reuses it. The checkout shares this one's node_modules: npm ci would take minutes and need the network.
 */
export async function baseBuild(ref?: string): Promise<BaseBuild> {
  const wanted = ref ?? (await lastRelease());
  const found = await run('git', ['rev-parse', '--verify', '--quiet', `${wanted}^{commit}`], { cwd: repoDir }).catch(() => undefined);
  if (!found) throw new Error(`No commit ${wanted} in this clone: fetch it (a shallow clone lacks it), or pass --base REF.`);
  const commit = found.stdout.trim();
  const dir = join(repoDir, 'node_modules/.cache/bench-base', commit);
  const base = { commit, checkoutDir: join(dir, 'checkout'), distDir: join(dir, 'dist') };
  if (existsSync(join(dir, 'built'))) return base;
  console.error(`Building the base, ${wanted} (${commit.slice(0, 7)}), into ${dir} (once per commit)…`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(base.checkoutDir, { recursive: true });
  await run('sh', ['-c', `git archive ${commit} | tar -x -C "${base.checkoutDir}"`], { cwd: repoDir });
  await symlink(join(repoDir, 'node_modules'), join(base.checkoutDir, 'node_modules'), 'dir');
  await run('npm', ['run', 'build'], { cwd: base.checkoutDir, env: { ...process.env, DIST_DIR: base.distDir }, maxBuffer: 1 << 26 });
  await writeFile(join(dir, 'built'), `${new Date().toISOString()}\n`);
  return base;
}

/** Limits high enough that no post of a run is held or refused (each at the most server/http/config.ts accepts). */
export const unthrottled = {
  RATE_LIMIT_MAX: '1000000000',
  QUARANTINE_PER_CLIENT_PER_DAY: '1000000',
  QUARANTINE_TOTAL: '10000000',
  LEADS_PER_CLIENT_PER_DAY: '1000000',
};

/** A build served by its checkout's `npm run serve` entry, with the embed demo and a database of its own. */
export async function serveBuild(distDir: string, options: SpawnOptions = {}, env: NodeJS.ProcessEnv = {}) {
  if (!existsSync(join(distDir, 'widgets', 'all.js'))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
  const leadsDb = join(dataDir, 'leads.sqlite');
  const environment = { ...unthrottled, DEMO_PORT: '0', DIST_DIR: resolve(distDir), LEADS_DB: leadsDb, ...env };
  const server = await spawnServer(environment, 'server/http/serve.ts', options).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = server.stop;
  return { ...server, leadsDb, stop: () => stop().finally(() => rm(dataDir, { recursive: true, force: true })) };
}

/** The items of a round in turn: in order on even rounds, backwards on odd ones, so none always goes first. */
export const inTurn = <T>(items: readonly T[], round: number): T[] => (round % 2 === 0 ? [...items] : [...items].reverse());

/** The median (the mean of the middle two for an even count) and the worst (the highest) of `values`. */
export function medianAndWorst(values: readonly number[]): { median: number; worst: number } {
  if (values.length === 0) throw new Error('medianAndWorst needs at least one value.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return { median: sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2, worst: sorted[sorted.length - 1] };
}

/** A figure's ratio to another, as printed: two decimals. */
export const ratioText = (value: number, to: number) => (value / to).toFixed(2);

/** One budget on a ratio: what it says, the ratio, and its limit, either `at most` (a time) or `at least` (a rate). */
export interface RatioCheck {
  what: string;
  ratio: number;
  limit: number;
  atLeast?: boolean;
}

/** The checks a run failed, as lines to print; none when every ratio is within its limit. */
export function overBudget(checks: readonly RatioCheck[]): string[] {
  // Two decimals, or three where two would print the limit itself.
  const shown = (ratio: number, limit: number) => (Number(ratio.toFixed(2)) === limit ? ratio.toFixed(3) : ratio.toFixed(2));
  return checks
    .filter(({ ratio, limit, atLeast }) => (atLeast ? ratio < limit : ratio > limit))
    .map(({ what, ratio, limit, atLeast }) => `${what}: ${shown(ratio, limit)}x, budget ${atLeast ? 'at least' : 'at most'} ${limit}x`);
}

/** The machine's load averages over 1, 5 and 15 minutes, and its number of cores. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${cpus().length} cores`;

/** Prints the verdict on `checks` and sets the exit code when one is over its budget. */
export function judge(checks: readonly RatioCheck[], loadAtStart: string): void {
  const over = overBudget(checks);
  console.log(`\nMeasured with ${loadAtStart} at the start, ${loadLine()} at the end.`);
  console.log(over.length === 0 ? `Every ratio within its budget (${checks.length} checked).` : `Over budget:\n${over.join('\n')}`);
  if (over.length > 0) process.exitCode = 1;
}
