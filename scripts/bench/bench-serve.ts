// `npm run bench:serve`: how soon `npm run serve` answers, from spawning npm to the first answered HTTP request,
// over several starts against the build in dist/ (or DIST_DIR). Fails past 2 s: while the server restarts, a
// proxy in front of it has nowhere to send a lead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readDistDir } from '../../serving/dist-dir';
import { siteLinePattern } from '../../serving/start-line';
import { medianAndWorst } from './median-and-worst';
import { textTable } from '../text-table';

const limitMs = 2_000;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);

/** Starts `npm run serve` on port 0 and resolves with the milliseconds from the spawn to the first answer to GET /; then stops it. */
async function timeOneStart(env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const npm = spawn('npm', ['run', 'serve'], { env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let [output, errors] = ['', ''];
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk));
  npm.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
  try {
    for (;;) {
      if (npm.exitCode !== null) throw new Error(`npm run serve exited (${npm.exitCode}) before answering:\n${errors}`);
      // The start line, printed once the site listens, names the port the system chose.
      const origin = siteLinePattern.exec(output)?.[1];
      const answered =
        origin !== undefined &&
        (await fetch(`${origin}/`).then(
          (response) => response.arrayBuffer().then(() => response.ok),
          () => false,
        ));
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    npm.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  const distDir = readDistDir();
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  // One database for every start, as across restarts: the first start creates it.
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-serve-'));
  const env = { ...process.env, HOST: '127.0.0.1', DEMO_PORT: '0', DIST_DIR: distDir, LEADS_DB: join(dataDir, 'leads.sqlite') };
  const times: number[] = [];
  try {
    for (let run = 1; run <= runs; run++) times.push(await timeOneStart(env));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const { median, worst } = medianAndWorst(times, 'lower');
  console.log(
    textTable([['start', 'ms to the first answer'], ...times.map((ms, index) => [String(index + 1), ms.toFixed(0)])], 'figures').join('\n'),
  );
  console.log(
    `\nnpm run serve, spawn to first answered request over ${runs} starts: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (limit ${limitMs} ms).`,
  );
  if (worst > limitMs) {
    console.error(`The slowest start took more than ${limitMs} ms.`);
    process.exitCode = 1;
  }
}

await main();
