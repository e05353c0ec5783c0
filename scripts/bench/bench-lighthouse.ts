// `npm run bench:lighthouse [-- --base REF] [--rounds 1] [--routes /,/quote]`: Lighthouse 12 (mobile, performance) on
// every prerendered route, the embed pages among them, each in turn with a floor document (a bare page whose largest
// paint is a heading) served by the same server, and with the same route of the base build on its own server.
// Budgets, on each route's median: LCP at most 1.3x the floor's and 1.1x the base's, FCP at most 1.2x the floor's (the
// floor's plus a round trip for a page past the first congestion window, /blog), performance 100.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { readDistDir } from '../../serving/dist-dir';
import { pastFirstWindow, prerenderPaths } from '../../site/routes';
import type { ServerProcess } from '../../tests/server/spawn-server';
import { chromiumArgs, chromiumPath } from '../chromium';
import { textTable } from '../text-table';
import { baseBuild, inTurn, judge, loadLine, medianAndWorst, overBudget, readOptions, serveBuild } from './side-by-side';

const budgets = { lcpToFloor: 1.3, fcpToFloor: 1.2, lcpToBase: 1.1 };
/** More rounds for a route over a budget, after the rounds asked for. */
const confirmRounds = 2;
/** The audits behind the performance score: the rest of the category would only take time. */
const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'];
const floorPath = '/bench-floor/';
const floorDocument = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<meta name="description" content="The least a page can be: one heading."></head>
<body><h1>Exterior cleaning in Kelowna</h1></body></html>\n`;

/** One Lighthouse run on `url`, run again up to twice when Lighthouse reports a failed page load (NO_NAVSTART, say). */
async function audit(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = (await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'], onlyAudits: metrics }))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

/**
 * Serves `distDir` from `cwd` ahead of the browser for the CPU (niceness 10 below the bench's, with root): on two cores,
 * its answers would wait for one the browser held, which Lighthouse reads as server time and adds to every request.
 * Each page is asked for once first: a server just started answers its first requests slowly.
 */
async function startServer(distDir: string, paths: string[], cwd?: string): Promise<ServerProcess> {
  const server = await serveBuild(distDir, { cwd, nice: -10 });
  for (const path of paths) await (await fetch(`${server.siteOrigin}${path}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  return server;
}

const { rounds, base: baseRef, values } = readOptions(1, { routes: { type: 'string' } });
const paths = typeof values.routes === 'string' ? values.routes.split(',').map((path) => path.trim()) : prerenderPaths();
const unknown = paths.filter((path) => !prerenderPaths().includes(path));
if (unknown.length > 0) throw new Error(`--routes names paths that are not prerendered: ${unknown.join(', ')}.`);
const loadAtStart = loadLine();
const base = await baseBuild(baseRef);
// This build and the floor document on one server: a copy of the build, its files' times kept so none is compressed again.
const scratch = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
const thisDist = join(scratch, 'dist');
await cp(readDistDir(), thisDist, { recursive: true, preserveTimestamps: true });
await mkdir(join(thisDist, floorPath), { recursive: true });
await writeFile(join(thisDist, floorPath, 'index.html'), floorDocument);
const servers = {
  base: await startServer(base.distDir, paths, base.checkoutDir),
  this: await startServer(thisDist, [floorPath, ...paths]),
};
// Chromium with a DevTools port for Lighthouse to drive, with the flags the tests use.
const browser = await launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
try {
  const figures = new Map<string, { lcp: number[]; fcp: number[]; score: number[] }>();
  const note = (key: string, lhr: Result) => {
    const entry = figures.get(key) ?? { lcp: [], fcp: [], score: [] };
    entry.lcp.push(lhr.audits['largest-contentful-paint'].numericValue!);
    entry.fcp.push(lhr.audits['first-contentful-paint'].numericValue!);
    entry.score.push(lhr.categories.performance.score!);
    figures.set(key, entry);
  };
  let [version, roundTripMs] = ['', 0];
  /** One round of `path`: the floor, the base's page and this build's, in turn. */
  const measure = async (path: string, round: number) => {
    const turns = [
      ['floor', `${servers.this.siteOrigin}${floorPath}`],
      [`base ${path}`, `${servers.base.siteOrigin}${path}`],
      [path, `${servers.this.siteOrigin}${path}`],
    ];
    for (const [key, url] of inTurn(turns, round)) {
      const lhr = await audit(url, browser.port);
      version ||= `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
      roundTripMs = lhr.configSettings.throttling.rttMs ?? 0;
      note(key, lhr);
    }
  };
  for (let round = 0; round < rounds; round += 1) for (const path of paths) await measure(path, round + paths.indexOf(path));
  const median = (list: number[]) => medianAndWorst(list).median;
  const floor = figures.get('floor')!;
  /** A route's medians, and its budget checks against the floor's and the base's medians as they stand. */
  const judged = (path: string) => {
    const [is, was] = [figures.get(path)!, figures.get(`base ${path}`)!];
    const [lcp, fcp, score, baseLcp, ...floors] = [is.lcp, is.fcp, is.score, was.lcp, floor.lcp, floor.fcp].map(median);
    // Lighthouse's network, as a phone's, sends a page past the first window a round trip later: the floor waits as long.
    const [floorLcp, floorFcp] = floors.map((ms) => ms + (pastFirstWindow.includes(path) ? roundTripMs : 0));
    const checks = [
      { what: `${path}: LCP to the floor's`, ratio: lcp / floorLcp, limit: budgets.lcpToFloor },
      { what: `${path}: FCP to the floor's`, ratio: fcp / floorFcp, limit: budgets.fcpToFloor },
      { what: `${path}: LCP to the base's`, ratio: lcp / baseLcp, limit: budgets.lcpToBase },
      { what: `${path}: performance score (as a share of 100)`, ratio: Math.round(score * 100) / 100, limit: 1, atLeast: true },
    ];
    // The ratios printed are those judged: the floor's LCP and FCP, then the base's LCP.
    const shown = [...[lcp, fcp, baseLcp].map((ms) => ms.toFixed(0)), ...checks.slice(0, 3).map(({ ratio }) => ratio.toFixed(2))];
    return { row: [path, String(Math.round(score * 100)), ...shown], checks };
  };
  // A route over a budget is measured twice more before it is judged: one run can be an outlier, on a busy machine most.
  const doubtful = paths.filter((path) => overBudget(judged(path).checks).length > 0);
  for (const path of doubtful) for (let round = rounds; round < rounds + confirmRounds; round += 1) await measure(path, round);
  const results = paths.map(judged);
  const [floorLcp, floorFcp] = [median(floor.lcp), median(floor.fcp)];
  console.log(
    `${version}, mobile, simulated throttling; ${rounds} round${rounds === 1 ? '' : 's'}: each route in turn with the floor ` +
      `document (served by this build's server) and the base ${base.commit.slice(0, 7)}; medians. ` +
      `Measured ${confirmRounds} more times over a budget: ${doubtful.join(', ') || 'none'}.\n` +
      `Floor: LCP ${floorLcp.toFixed(0)} ms, FCP ${floorFcp.toFixed(0)} ms over ${floor.lcp.length} runs. ` +
      `Budgets: LCP ${budgets.lcpToFloor}x the floor's and ${budgets.lcpToBase}x the base's, FCP ${budgets.fcpToFloor}x the floor's, performance 100; ` +
      `past the first congestion window (${pastFirstWindow.join(', ')}), the floor's plus a round trip, ${roundTripMs} ms.\n`,
  );
  const heading = ['Route', 'Perf', 'LCP', 'FCP', 'base LCP', 'LCP/floor', 'FCP/floor', 'LCP/base'];
  console.log(textTable([heading, ...results.map(({ row }) => row)], 'figures').join('\n'));
  const checks = results.flatMap((result) => result.checks);
  judge(checks, loadAtStart);
} finally {
  browser.kill();
  await Promise.all([servers.base.stop(), servers.this.stop()]);
  await rm(scratch, { recursive: true, force: true });
}
