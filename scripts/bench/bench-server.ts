// `npm run bench:server`: requests per second and p50/p99 latency of a prerendered page and of POST / without and with
// notifications (e-mail and webhook to receivers on loopback), then the time from a post's answer to its e-mail's arrival.
// The server, the load generator (autocannon, in this process) and the receivers each run in their own process.
import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contactBody } from './contact-body';
import { emailLatency, type EmailLatency } from './email-latency';
import { startBenchServer, type BenchServer } from './start-bench-server';
import { startReceivers } from './start-receivers';
import { textTable } from '../text-table';

/** The part of autocannon's result this script prints (autocannon ships no types). */
interface AutocannonResult {
  requests: { average: number };
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
    leads: { type: 'string', default: '300' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const leads = Number(values.leads);
/** Posts in flight while the e-mail latency is measured: a busy day's pace, far below the throughput runs. */
const leadsInFlight = 10;
const emailWaitMs = 60_000;

/** One throughput run's row: what was asked, and what the database holds after it (undefined for a page). */
interface Run {
  label: string;
  result: AutocannonResult;
  stored?: string;
}

/** Counts the leads in `leadsDb`, and when notifications are on, the deliveries sent so far of those written. */
function storedSummary(leadsDb: string, notified: boolean): string {
  const db = new Database(leadsDb, { readonly: true });
  const { leads } = db.prepare('SELECT count(*) AS leads FROM leads').get() as { leads: number };
  const deliveries = notified
    ? (db.prepare(`SELECT count(*) AS total, coalesce(sum(status = 'sent'), 0) AS sent FROM deliveries`).get() as {
        total: number;
        sent: number;
      })
    : undefined;
  db.close();
  return deliveries ? `${leads} leads, ${deliveries.sent}/${deliveries.total} deliveries sent` : `${leads} leads`;
}

/** POST / of a contact message for the run's duration, against `server`. */
function postRun(server: BenchServer): Promise<AutocannonResult> {
  return autocannon({
    url: `${server.origin}/`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: contactBody('Bench Mark'),
    connections,
    duration,
  });
}

/** Runs `measure` against a fresh server on its own database in `dir`, then stops the server. */
async function withServer<T>(
  dir: string,
  name: string,
  env: Record<string, string>,
  measure: (server: BenchServer, db: string) => Promise<T>,
) {
  const leadsDb = join(dir, `${name}.sqlite`);
  const server = await startBenchServer(leadsDb, env);
  try {
    return await measure(server, leadsDb);
  } finally {
    await server.stop();
  }
}

function printRuns(runs: Run[]): void {
  const rows = runs.map(({ label, result, stored }) => [
    label,
    Math.round(result.requests.average).toString(),
    result.latency.p50.toString(),
    result.latency.p99.toString(),
    result['2xx'].toString(),
    (result.errors + result.timeouts + result.non2xx).toString(),
    stored ?? '',
  ]);
  console.log(
    textTable([['', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed', 'stored at the end of the run'], ...rows], 'figures').join('\n'),
  );
}

function printLatency({ sent, failed, latenciesMs, postingMs, receivingMs }: EmailLatency): void {
  const at = (share: number) => latenciesMs[Math.max(0, Math.ceil(latenciesMs.length * share) - 1)]?.toFixed(1) ?? '–';
  const perSecond = (count: number, ms: number) => `${((count * 1000) / Math.max(ms, 1)).toFixed(0)}/s`;
  console.log(
    textTable(
      [
        ['', 'arrived', 'p50 ms', 'p99 ms', 'max ms', 'failed'],
        ['answer → e-mail received', `${latenciesMs.length}/${sent}`, at(0.5), at(0.99), at(1), failed.toString()],
      ],
      'figures',
    ).join('\n'),
  );
  console.log(
    `\nThe posts were answered within ${(postingMs / 1000).toFixed(1)} s (${perSecond(sent - failed, postingMs)}); ` +
      `the e-mails arrived within ${(receivingMs / 1000).toFixed(1)} s of the first post (${perSecond(latenciesMs.length, receivingMs)}). ` +
      'When the e-mails come slower than the posts, the latency is the time spent queued in the outbox.',
  );
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-server-'));
  const receivers = await startReceivers();
  try {
    console.log(
      `Loopback, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; the server, autocannon and the ` +
        `SMTP and webhook receivers each in their own process.\n` +
        `Throughput: ${connections} connections, ${duration} s per run, a fresh server and database without and with notifications; non-2xx answers count as failed.\n`,
    );
    const runs: Run[] = [];
    await withServer(dir, 'plain', {}, async (server, leadsDb) => {
      const url = `${server.origin}${values.page}`;
      const page = await autocannon({ url, headers: { 'accept-encoding': 'br, gzip' }, connections, duration });
      runs.push({ label: `GET ${values.page} (brotli)`, result: page });
      const post = await postRun(server);
      runs.push({ label: 'POST / without notifications', result: post, stored: storedSummary(leadsDb, false) });
    });
    await withServer(dir, 'notified', receivers.env, async (server, leadsDb) => {
      const post = await postRun(server);
      runs.push({ label: 'POST / with e-mail + webhook', result: post, stored: storedSummary(leadsDb, true) });
    });
    printRuns(runs);
    console.log(
      '\nDeliveries not yet sent when a run ends wait in the outbox; the worker sends them off the request path. ' +
        'The notified run keeps NOTIFY_MAX_PER_HOUR as configured (30 by default), so past it the leads go out as digests.\n',
    );

    console.log(
      `Answer to e-mail: ${leads} leads, ${leadsInFlight} posts in flight, a fresh server, waiting up to ${emailWaitMs / 1000} s.\n`,
    );
    // Every lead on its own: past NOTIFY_MAX_PER_HOUR a channel folds leads into a digest every 15 minutes, which no run waits for.
    const unlimited = { ...receivers.env, NOTIFY_MAX_PER_HOUR: '100000' };
    const latency = await withServer(dir, 'latency', unlimited, (server) =>
      emailLatency({ origin: server.origin, arrivals: receivers.arrivals, leads, inFlight: leadsInFlight, waitMs: emailWaitMs }),
    );
    printLatency(latency);
  } finally {
    await receivers.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
