// `npm run bench:lighthouse`: Lighthouse 12 with its mobile defaults on every prerendered route of a
// build, served by the real server on a loopback port. Prints the four category scores and LCP, TBT
// and CLS per route. A benchmark to read, not a test: it never fails on a score.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { prerenderPaths } from '../../site/routes';
import { chromiumArgs, chromiumPath } from '../chromium';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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

/** The real server (server/http/main.ts) on a free loopback port; builds first if the build is stale. */
async function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/http/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DEMO_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, origin] = await waitForOutput(child, 'stdout', /Site and form endpoint: (http:\/\/[^/\s]+)\//, 300_000);
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

const score = (value: number | null | undefined) => (value === null || value === undefined ? '-' : String(Math.round(value * 100)));
const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)} ms`);

async function main() {
  const profile = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  let server: ChildProcess | undefined;
  let chromium: ChildProcess | undefined;
  try {
    const started = await startServer();
    server = started.child;
    const browser = await startChromium(profile);
    chromium = browser.child;
    const rows = [['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS']];
    for (const path of prerenderPaths()) {
      const result = await lighthouse(`${started.origin}${path}`, {
        port: browser.port,
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories: scores, audits, runtimeError } = result.lhr;
      if (runtimeError) console.error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
      rows.push([
        path,
        ...categories.map((category) => score(scores[category]?.score)),
        ms(audits['largest-contentful-paint']?.numericValue),
        ms(audits['total-blocking-time']?.numericValue),
        (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      ]);
      const failing = Object.values(audits).filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
      );
      if (failing.length > 0) console.error(`${path}: ${failing.map((audit) => audit.id).join(', ')}`);
    }
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows)
      console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
  } finally {
    await stop(chromium);
    await stop(server);
    await rm(profile, { recursive: true, force: true });
  }
}

await main();
