// `npm run bench:server`: requests per second and p50/p99 latency of a prerendered page and of POST /,
// with the server in a child process and autocannon driving it from this one, on loopback.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { encodeSubmission } from '../../common/contract/encode-submission';
import { contactForm } from '../../common/contract/form-fields';

/** The part of autocannon's result this script prints (autocannon ships no types). */
interface AutocannonResult {
  requests: { average: number; sent: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

interface AutocannonOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}

const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: '/' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const contactBody = encodeSubmission({
  form: contactForm,
  values: {
    name: 'Bench Mark',
    email: 'bench@example.com',
    phone: '250-555-0100',
    subject: 'window-cleaning',
    message: 'How soon could you clean the windows of a two-storey house in Kelowna?',
  },
}).toString();

/** Starts `npm start`'s entry in a child process with its own database; resolves with its origin. */
async function startServer(leadsDb: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/http/main.ts'], {
    // The limit must not throttle the benchmark, which posts from one address.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LEADS_DB: leadsDb, RATE_LIMIT_MAX: '1000000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /Site and form endpoint: (http:\/\/[^/\s]+)\//.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { origin, stop: () => (child.kill('SIGTERM'), exited) };
}

function report(label: string, result: AutocannonResult): void {
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${label.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `${result['2xx']} ok, ${failures} failed`,
  );
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-server-'));
  const leadsDb = join(dir, 'leads.sqlite');
  const server = await startServer(leadsDb);
  try {
    console.log(`${connections} connections, ${duration} s each, against ${server.origin} (Node ${process.version})\n`);
    const page = await autocannon({
      url: `${server.origin}${values.page}`,
      headers: { 'accept-encoding': 'br, gzip' },
      connections,
      duration,
    });
    report(`GET ${values.page} (brotli)`, page);
    const post = await autocannon({
      url: `${server.origin}/`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: contactBody,
      connections,
      duration,
    });
    report('POST / (contact, stored)', post);
    const db = new Database(leadsDb, { readonly: true });
    const { count } = db.prepare('SELECT count(*) AS count FROM leads').get() as { count: number };
    db.close();
    console.log(
      `\n${count} leads stored; ${post['2xx']} posts answered 200 within the run (those still in flight at its end were stored too).`,
    );
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
