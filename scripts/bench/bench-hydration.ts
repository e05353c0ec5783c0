// `npm run bench:hydration [-- --runs 5] [--routes /,/quote]`: the long tasks of each prerendered route while it
// loads and hydrates, in headless Chromium with the CPU slowed 4x: the longest task of all (rendering included),
// and the longest single run of a script, with its source (Long Animation Frames). Reads the build in dist/, or
// DIST_DIR. Only frames over 50 ms are reported by the browser, so "-" means no such frame ran a script.
//
// Chromium is driven over a bare DevTools connection that only slows the CPU and navigates, never enabling the
// Runtime or Debugger domains: with them on (Playwright, Lighthouse), V8 records a detailed stack for every
// Error created, and the five React creates as it starts make it reparse its whole chunk for source positions,
// which doubles or triples that chunk's evaluation. A visitor's browser does no such thing.
// A benchmark to read, not a test: it exits non-zero only when it cannot measure.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readDistDir } from '../../serving/dist-dir';
import { chromiumArgs, chromiumPath } from '../chromium';
import { medianAndWorst } from './median-and-worst';
import { readRouteOptions } from './route-options';
import { startBuiltSite } from './start-built-site';
import { textTable } from '../text-table';

const cpuSlowdown = 4;
const budgetMs = 50;
/** How long a page is given to load and hydrate before its tasks are read. */
const settleMs = 6000;

/** What the page reports: every long task, and the scripts of each long animation frame. */
interface PageTasks {
  tasks: { start: number; duration: number }[];
  frames: { start: number; end: number; scripts: { source: string; duration: number }[] }[];
}

/** Runs in the page once it has settled: its buffered long tasks and long animation frames. */
const readTasks = `new Promise((resolve) => {
  const read = (type) => new Promise((done) => {
    setTimeout(() => done([]), 500);
    new PerformanceObserver((list) => done(list.getEntries())).observe({ type, buffered: true });
  });
  Promise.all([read('longtask'), read('long-animation-frame')]).then(([tasks, frames]) => resolve(JSON.stringify({
    tasks: tasks.map((task) => ({ start: task.startTime, duration: task.duration })),
    frames: frames.map((frame) => ({
      start: frame.startTime,
      end: frame.startTime + frame.duration,
      scripts: frame.scripts.map((script) => ({
        source: (script.sourceURL || script.invoker).split('/').pop() + (script.invokerType === 'module-script' ? '' : ' (' + script.invokerType + ')'),
        duration: script.duration,
      })),
    })),
  })));
})`;

/** A DevTools connection to one page that can send commands and nothing more. */
async function connectToPage(port: number): Promise<{ send: (method: string, params?: object) => Promise<unknown>; close: () => void }> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { type: string; webSocketDebuggerUrl: string }[];
  const target = targets.find((candidate) => candidate.type === 'page');
  if (!target) throw new Error('Chromium has no page to drive.');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((opened, failed) => {
    socket.addEventListener('open', opened, { once: true });
    socket.addEventListener('error', failed, { once: true });
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (message) => {
    const { id, result, error } = JSON.parse(String(message.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = id === undefined ? undefined : pending.get(id);
    if (!waiting || id === undefined) return;
    pending.delete(id);
    if (error) waiting.reject(new Error(error.message));
    else waiting.resolve(result);
  });
  let lastId = 0;
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        lastId += 1;
        pending.set(lastId, { resolve, reject });
        socket.send(JSON.stringify({ id: lastId, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** Chromium with a DevTools port, on about:blank. */
async function startChromium(profile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--window-size=412,823', 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { child, port };
}

/** One fresh load of `url` in a new profile: the page's long tasks and frames. */
async function measureOnce(url: string): Promise<PageTasks> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-hydration-'));
  const chromium = await startChromium(profile);
  try {
    const page = await connectToPage(chromium.port);
    try {
      await page.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.send('Page.navigate', { url });
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const { result } = (await page.send('Runtime.evaluate', { expression: readTasks, awaitPromise: true })) as {
        result: { value: string };
      };
      return JSON.parse(result.value) as PageTasks;
    } finally {
      page.close();
    }
  } finally {
    await new Promise((resolve) => {
      chromium.child.once('exit', resolve);
      chromium.child.kill();
    });
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/**
 * The longest task, whatever ran in it, and the longest single run of a script (a module's evaluation, a callback:
 * each runs within one task, layout it forces included), with what it was.
 */
function longest({ tasks, frames }: PageTasks): { task: number; script: number; source: string } {
  const runs = frames.flatMap((frame) => frame.scripts);
  const top = runs.reduce<PageTasks['frames'][number]['scripts'][number] | undefined>(
    (worst, run) => (!worst || run.duration > worst.duration ? run : worst),
    undefined,
  );
  return { task: Math.max(0, ...tasks.map((task) => task.duration)), script: top?.duration ?? 0, source: top?.source ?? '' };
}

const ms = (value: number) => (value === 0 ? '-' : String(Math.round(value)));

async function main() {
  const { runs, paths } = readRouteOptions(3);
  const site = await startBuiltSite(resolve(readDistDir()));
  try {
    const rows = [['Route', 'Longest task (median / worst)', 'Longest script run (median / worst)', 'That script, worst run']];
    const over: string[] = [];
    for (const path of paths) {
      const figures = [];
      for (let run = 0; run < runs; run += 1) figures.push(longest(await measureOnce(`${site.siteOrigin}${path}`)));
      const any = medianAndWorst(
        figures.map((figure) => figure.task),
        'lower',
      );
      const script = medianAndWorst(
        figures.map((figure) => figure.script),
        'lower',
      );
      const worstRun = figures.reduce((worst, figure) => (figure.script > worst.script ? figure : worst));
      rows.push([path, `${ms(any.median)} / ${ms(any.worst)}`, `${ms(script.median)} / ${ms(script.worst)}`, worstRun.source]);
      if (script.worst > budgetMs) over.push(`${path}: ${worstRun.source}, ${Math.round(script.worst)} ms`);
    }
    console.log(
      `Long tasks (over 50 ms) while each route loads and hydrates, CPU ${cpuSlowdown}x slower, 412x823, headless Chromium without DevTools' Runtime; ${runs} runs each, a fresh profile each run; "-": none over 50 ms.\n`,
    );
    console.log(textTable(rows, 'figures').join('\n'));
    console.log(
      over.length === 0
        ? `\nNo script ran for over ${budgetMs} ms at once.`
        : `\nScripts that ran for over ${budgetMs} ms at once:\n${over.join('\n')}`,
    );
  } finally {
    await site.close();
  }
}

await main();
