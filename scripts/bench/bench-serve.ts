// `npm run bench:serve [-- --base REF] [--rounds 15]`: how soon the production start answers, from spawning its process
// to the first answered GET /, in turn with a bare Node HTTP server (the floor) and the base's start. Budgets: the
// median at most 1.1x the base's. The floor's ratio is printed: what the start costs over Node's own.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readDistDir } from '../../serving/dist-dir';
import { siteLine } from '../../serving/start-line';
import { spawnServer } from '../../tests/server/spawn-server';
import { textTable } from '../text-table';
import { baseBuild, inTurn, judge, loadLine, medianAndWorst, ratioText, readOptions } from './side-by-side';

/** A bare Node HTTP server that prints the same start line as the site's. */
const bareServer = `require('node:http').createServer((_, res) => res.end('ok')).listen(0, '127.0.0.1', function () {
  console.log(${JSON.stringify(siteLine(''))} + 'http://127.0.0.1:' + this.address().port + '/');
});\n`;

/** Milliseconds from spawning `entry` (with `env`, from `cwd`) to its first answer to GET /; then stops it. */
async function timeOneStart(entry: string, env: NodeJS.ProcessEnv, cwd?: string): Promise<number> {
  const started = performance.now();
  const server = await spawnServer(env, entry, { cwd });
  try {
    const response = await fetch(`${server.siteOrigin}/`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${entry} answered GET / with ${response.status}.`);
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

const { rounds, base: baseRef } = readOptions(15);
const loadAtStart = loadLine();
const base = await baseBuild(baseRef);
// One database per build for every start, as across restarts: the first start creates it.
const dataDir = await mkdtemp(join(tmpdir(), 'bench-serve-'));
/** `npm run serve`'s command, run from the checkout `cwd` on its build. */
const serve = (distDir: string, name: string, cwd?: string) => () =>
  timeOneStart('server/http/serve.ts', { DEMO_PORT: '0', DIST_DIR: resolve(distDir), LEADS_DB: join(dataDir, `${name}.sqlite`) }, cwd);
const bareServerFile = join(dataDir, 'bare-server.cjs');
await writeFile(bareServerFile, bareServer);
const starts = [
  { name: 'bare Node HTTP server', time: () => timeOneStart(bareServerFile, {}) },
  { name: `base ${base.commit.slice(0, 7)}`, time: serve(base.distDir, 'base', base.checkoutDir) },
  { name: 'this build', time: serve(readDistDir(), 'this') },
];
const times = new Map<string, number[]>(starts.map(({ name }) => [name, []]));
try {
  for (let round = 0; round < rounds; round += 1)
    for (const start of inTurn(starts, round)) times.get(start.name)!.push(await start.time());
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const [floor, was, is] = starts.map(({ name }) => medianAndWorst(times.get(name)!));
console.log(`Spawn to the first answered GET /, ${rounds} starts each, in turn (ms; the server as npm run serve runs it).\n`);
const rows = starts.map(({ name }, index) => {
  const { median, worst } = [floor, was, is][index];
  return [name, median.toFixed(0), worst.toFixed(0), ratioText(median, floor.median), ratioText(median, was.median)];
});
console.log(textTable([['', 'median', 'worst', 'x floor', 'x base'], ...rows], 'figures').join('\n'));
judge([{ what: "this build's start median, to the base's", ratio: is.median / was.median, limit: 1.1 }], loadAtStart);
