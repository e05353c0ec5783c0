// `npm run bench:lighthouse [-- --runs 3] [--routes /,/quote] [--update-baseline]`: Lighthouse 12 with its mobile
// defaults on every prerendered route of a build, served by the real server on a loopback port. Prints the four
// category scores and FCP, LCP, speed index, TBT and CLS per route, as the median and the worst of the runs when
// there are several, beside the last release's medians (bench-baseline.json), and writes the same to reports/, with
// the requests and tasks the simulation counted for each route's FCP and LCP (lighthouse-paths.txt), and how fast
// the machine was (machine-state.ts).
// Exits non-zero when a route's median is over a budget: performance under 100, FCP over 0.8 s or LCP over 1.0 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Artifacts, Result } from 'lighthouse';
import { siteLinePattern } from '../../serving/start-line';
import { chromiumArgs, chromiumPath } from '../chromium';
import { medianAndWorst, type Better } from './median-and-worst';
import { readRouteOptions } from './route-options';
import { textTable } from '../text-table';
import { readBaseline, updateBaseline, writeReport, type BaselinePart } from './bench-baseline';
import { loadLine, speedLine, speedRange } from './machine-state';
import { paintPaths } from './paint-paths';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** What every route's median must meet, by the heading of its measure. */
const budgets: Record<string, { limit: number; better: Better }> = {
  Perf: { limit: 1, better: 'higher' },
  'FCP (ms)': { limit: 800, better: 'lower' },
  'LCP (ms)': { limit: 1000, better: 'lower' },
};
/** The measures bench-baseline.json keeps, by heading, under the name it keeps them. */
const kept: Record<string, string> = { Perf: 'performance', 'FCP (ms)': 'fcp', 'LCP (ms)': 'lcp', 'TBT (ms)': 'tbt' };

/** Resolves with the first match of `pattern` in what `child` writes to `stream`, or rejects after `ms`. */
function waitForOutput(child: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${pattern} in:\n${seen}`)), ms);
    child[stream]?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code) => reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}:\n${seen}`)));
  });
}

/** Stops `child` and waits for it to go. */
function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The real server (server/http/main.ts) on a free loopback port; builds first if the build is stale. It runs ahead of
 * the browser for the CPU (nice -10, which takes root; elsewhere `nice` says it cannot and runs it as usual): it
 * stands in for a machine of its own, and sharing this one's cores, its answers waited for a core the browser held,
 * which Lighthouse reads as the server's response time and adds to every request it simulates (docs/benchmarks.md).
 */
async function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn('nice', ['-n', '-10', process.execPath, '--import', 'tsx', 'server/http/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DEMO_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, origin] = await waitForOutput(child, 'stdout', siteLinePattern, 300_000);
  return { child, origin };
}

/** Chromium with a DevTools port for Lighthouse to drive, with the flags the tests use. */
async function startChromium(profile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(chromiumPath, [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const [, port] = await waitForOutput(child, 'stderr', /DevTools listening on ws:\/\/[^:]+:(\d+)\//, 30_000);
  return { child, port: Number(port) };
}

const score = (value: number) => String(Math.round(value * 100));
const ms = (value: number) => String(Math.round(value));

/** One measure of a route's report: how to read it, which way is better, and how to print it. */
interface Measure {
  heading: string;
  better: Better;
  read: (lhr: Result) => number | undefined;
  format: (value: number) => string;
}

const measures: Measure[] = [
  ...categories.map((category, index) => ({
    heading: ['Perf', 'A11y', 'BP', 'SEO'][index],
    better: 'higher' as const,
    read: (lhr: Result) => lhr.categories[category]?.score ?? undefined,
    format: score,
  })),
  { heading: 'FCP (ms)', better: 'lower', read: (lhr) => lhr.audits['first-contentful-paint']?.numericValue, format: ms },
  { heading: 'LCP (ms)', better: 'lower', read: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue, format: ms },
  { heading: 'SI (ms)', better: 'lower', read: (lhr) => lhr.audits['speed-index']?.numericValue, format: ms },
  { heading: 'TBT (ms)', better: 'lower', read: (lhr) => lhr.audits['total-blocking-time']?.numericValue, format: ms },
  {
    heading: 'CLS',
    better: 'lower',
    read: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    format: (value) => value.toFixed(3),
  },
];

/** The settings every figure was taken under, read from a report. */
function settingsLine(lhr: Result, runs: number): string {
  const { formFactor, screenEmulation, throttlingMethod, throttling } = lhr.configSettings;
  return [
    `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} (${screenEmulation.width}x${screenEmulation.height} at ${screenEmulation.deviceScaleFactor}x)`,
    `${throttlingMethod} throttling: ${throttling.rttMs} ms RTT, ${throttling.throughputKbps} kbps, CPU ${throttling.cpuSlowdownMultiplier}x`,
    `${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`,
    runs === 1 ? '1 run per route' : `${runs} runs per route: median, then worst`,
  ].join('; ');
}

/**
 * Asks the server for each route once, unmeasured. Lighthouse adds the server's response time it saw to every request
 * it simulates, and a server just started answers its first requests slowly (reading files, compiling its code
 * paths): measured first, / took 199 ms to answer, the routes after it 2-41 ms, a wait no visitor of a running server
 * has.
 */
async function warmServer(origin: string, paths: string[]): Promise<void> {
  for (const path of paths) await (await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
}

/** One Lighthouse run on `url`, run again once when Lighthouse reports a failed page load (NO_NAVSTART, say). */
async function audit(url: string, port: number): Promise<{ lhr: Result; artifacts: Artifacts }> {
  let run: { lhr: Result; artifacts: Artifacts } | undefined;
  for (let attempt = 0; attempt < 2 && (!run || run.lhr.runtimeError); attempt += 1) {
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    run = { lhr: result.lhr, artifacts: result.artifacts };
    const error = run.lhr.runtimeError;
    if (error) console.error(`${new URL(url).pathname}: ${error.code} ${error.message}`);
  }
  return run!;
}

async function main() {
  const { runs, paths, update } = readRouteOptions(1, true);
  const baseline = await readBaseline('lighthouse');
  const medians: BaselinePart = {};
  const over: string[] = [];
  const pathsText: string[] = [];
  // Lighthouse's benchmark index of the machine at each run: a busy machine slows the traced load, which Lantern scales.
  const speeds: number[] = [];
  const profile = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  let server: ChildProcess | undefined;
  let chromium: ChildProcess | undefined;
  try {
    const started = await startServer();
    server = started.child;
    await warmServer(started.origin, paths);
    const loadBefore = loadLine();
    const browser = await startChromium(profile);
    chromium = browser.child;
    const rows = [
      runs === 1
        ? ['Route', ...measures.map((measure) => measure.heading)]
        : ['Route', 'Of runs', ...measures.map((measure) => measure.heading)],
    ];
    let settings = '';
    for (const path of paths) {
      const reports: Result[] = [];
      const runPaths: { lcp: number; lines: string[] }[] = [];
      const failing = new Set<string>();
      for (let run = 0; run < runs; run += 1) {
        const { lhr, artifacts } = await audit(`${started.origin}${path}`, browser.port);
        if (lhr.runtimeError) continue;
        runPaths.push({ lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0, lines: await paintPaths(lhr, artifacts) });
        for (const check of Object.values(lhr.audits))
          if (check.score !== null && check.score < 0.9 && check.scoreDisplayMode === 'binary') failing.add(check.id);
        settings ||= settingsLine(lhr, runs);
        speeds.push(lhr.environment.benchmarkIndex);
        reports.push(lhr);
      }
      const medianRun = runPaths.sort((a, b) => a.lcp - b.lcp)[Math.floor((runPaths.length - 1) / 2)];
      if (medianRun) pathsText.push(`${path}, the run with the median LCP:`, ...medianRun.lines, '');
      if (reports.length < runs) console.error(`${path}: ${runs - reports.length} of ${runs} runs failed and are left out.`);
      if (failing.size > 0) console.error(`${path}: ${[...failing].join(', ')}`);
      const figures = measures.map((measure) => {
        const values = reports.map(measure.read).filter((value): value is number => value !== undefined && value !== null);
        return values.length === 0 ? undefined : { measure, ...medianAndWorst(values, measure.better) };
      });
      const cells = (pick: 'median' | 'worst') => figures.map((figure) => (figure ? figure.measure.format(figure[pick]) : '-'));
      const before = figures.map((figure) => {
        const was = figure && baseline[path]?.[kept[figure.measure.heading]];
        return was === undefined || !figure ? '' : figure.measure.format(was);
      });
      rows.push([path, runs === 1 ? 'run' : 'median', ...cells('median')]);
      if (runs > 1) rows.push(['', 'worst', ...cells('worst')]);
      if (before.some(Boolean)) rows.push(['', 'before', ...before.map((cell) => cell || '-')]);
      for (const figure of figures) {
        if (!figure) continue;
        const { heading, format } = figure.measure;
        if (kept[heading]) (medians[path] ??= {})[kept[heading]] = figure.median;
        const budget = budgets[heading];
        if (budget && (budget.better === 'lower' ? figure.median > budget.limit : figure.median < budget.limit))
          over.push(`${path}: ${heading} ${format(figure.median)}, budget ${format(budget.limit)}`);
      }
    }
    const loadAfter = loadLine();
    const text = [
      `${settings}; "before": the last release's median (bench-baseline.json)`,
      `Measured with ${loadBefore} at the start, ${loadAfter} at the end; ${speedLine(speeds)} (higher is faster).\n`,
      textTable(rows, 'figures').join('\n'),
      over.length === 0
        ? `\nEvery route within its budgets: performance 100, FCP at most 800 ms, LCP at most 1000 ms (medians).`
        : `\nOver budget (medians):\n${over.join('\n')}`,
    ].join('\n');
    console.log(text);
    console.log(
      `\nWritten to ${await writeReport('lighthouse', text, { runs, load: { start: loadBefore, end: loadAfter }, benchmarkIndex: speedRange(speeds), medians, baseline })}.`,
    );
    const pathsReport = await writeReport('lighthouse-paths', pathsText.join('\n'), { runs, paths: pathsText });
    console.log(`What the simulation counted for each route's FCP and LCP: ${pathsReport}.`);
    if (update) await updateBaseline('lighthouse', { ...(await readBaseline('lighthouse')), ...medians });
    if (over.length > 0) process.exitCode = 1;
  } finally {
    await stop(chromium);
    await stop(server);
    await rm(profile, { recursive: true, force: true });
  }
}

await main();
