// Zero lost posts across restarts: Debian's Caddy running deploy/Caddyfile in front of the server started as
// deploy/okanagan-exterior.service starts it, on a socket held as okanagan-exterior.socket holds it. Leads are
// posted at 20 a second for 30 seconds while the server is restarted twice with SIGTERM and once with SIGKILL.
import Database from 'better-sqlite3';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../server/raw-request';
import { encodeFormBody, formBodies, withName } from '../server/form-bodies';
import { portForAProgram } from './port-for-a-program';
import { holdSocket, type HeldSocket } from './held-socket';
import { runCaddy, type RunningCaddy } from './run-caddy';
import { unitSetting } from './unit-setting';

const postsPerSecond = 20;
const seconds = 30;
// The site's own timeout: a post still unanswered after it counts as failed.
const postTimeoutMs = 30_000;
const restarts: Array<{ atMs: number; signal: NodeJS.Signals }> = [
  { atMs: 5_000, signal: 'SIGTERM' },
  { atMs: 13_000, signal: 'SIGTERM' },
  { atMs: 21_000, signal: 'SIGKILL' },
];

interface PostResult {
  name: string;
  startMs: number;
  endMs: number;
  status?: number;
  error?: string;
}

/** What happened at one restart: when the signal went out, when the server had exited, when the next was started. */
interface Restart {
  signal: NodeJS.Signals;
  signalledMs: number;
  exitedMs: number;
  restartedMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const service = readFileSync('deploy/okanagan-exterior.service', 'utf8');
const execStart = unitSetting(service, 'ExecStart').split(/\s+/);
const restartSecMs = Number(unitSetting(service, 'RestartSec')) * 1000;

let dir: string;
let held: HeldSocket;
let caddy: RunningCaddy;
let siteOrigin: string;
let upstreamOrigin: string;
let leadsDb: string;

/** Posts one lead through Caddy as the site's forms do, and notes how it went. */
async function postLead(name: string, index: number, t0: number, headers: Record<string, string> = {}): Promise<PostResult> {
  const body = encodeFormBody(withName(formBodies[index % formBodies.length], name));
  const startMs = performance.now() - t0;
  try {
    const response = await fetch(`${siteOrigin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
      signal: AbortSignal.timeout(postTimeoutMs),
    });
    await response.arrayBuffer();
    return { name, startMs, endMs: performance.now() - t0, status: response.status };
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    return { name, startMs, endMs: performance.now() - t0, error: cause?.message ?? (error as Error).message };
  }
}

/** The stored leads' client addresses by name. */
function storedClients(): Map<string, string> {
  const db = new Database(leadsDb, { readonly: true });
  try {
    const rows = db.prepare(`SELECT json_extract(fields, '$.name') AS name, client_address FROM leads`).all() as Array<{
      name: string;
      client_address: string;
    }>;
    return new Map(rows.map((row) => [row.name, row.client_address]));
  } finally {
    db.close();
  }
}

/** Resolves once the site answers through Caddy. */
async function untilAnswering(): Promise<void> {
  for (let tries = 0; (await rawRequest(`${siteOrigin}/`).catch(() => undefined))?.status !== 200; tries++) {
    if (tries > 300) throw new Error(`The site never answered through Caddy:\n${held.output()}\n${caddy.output()}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-restart-'));
  leadsDb = join(dir, 'data', 'leads.sqlite');
  const [upstreamPort, sitePort] = [await portForAProgram(), await portForAProgram()];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['SMTP_URL', 'NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM', 'WEBHOOK_URL', 'WEBHOOK_SECRET', 'LISTEN_FDS', 'LISTEN_PID'])
    delete env[name];
  held = await holdSocket(upstreamPort, execStart, {
    ...env,
    HOST: '127.0.0.1',
    PORT: '0',
    AUTO_BUILD: 'false',
    LEADS_DB: leadsDb,
    TRUST_PROXY: 'loopback',
    // Every post comes from this one machine: the per-client limits would hold most of them.
    RATE_LIMIT_MAX: '1000000',
    LEADS_PER_CLIENT_PER_DAY: '1000000',
  });
  await held.start();
  upstreamOrigin = `http://127.0.0.1:${upstreamPort}`;
  siteOrigin = `http://127.0.0.1:${sitePort}`;
  caddy = await runCaddy('deploy/Caddyfile', siteOrigin, `127.0.0.1:${upstreamPort}`, dir);
  await untilAnswering();
}, 60_000);

afterAll(async () => {
  await caddy?.close();
  await held?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the site behind Caddy, on a socket held across restarts', () => {
  it("passes the server's precompressed files and security headers through as the server sent them", async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const [direct, proxied] = await Promise.all([rawRequest(`${upstreamOrigin}/`, { headers }), rawRequest(`${siteOrigin}/`, { headers })]);
    expect(proxied.status).toBe(200);
    expect(proxied.body.equals(direct.body)).toBe(true);
    for (const name of [
      'content-encoding',
      'content-length',
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'cache-control',
      'vary',
    ])
      expect(proxied.headers[name], name).toEqual(direct.headers[name]);
  });

  it('stores the address Caddy saw, not one a visitor wrote in X-Forwarded-For', async () => {
    const result = await postLead('Forwarded-For check', 0, performance.now(), { 'x-forwarded-for': '203.0.113.9' });
    expect(result.status).toBe(200);
    expect(storedClients().get('Forwarded-For check')).toBe('127.0.0.1');
  });

  it('drops the connection of a post the server died in the middle of, so the form reports a failure, not a thank-you', async () => {
    const body = encodeFormBody(withName(formBodies[0], 'Killed mid-post')).toString();
    const half = body.length / 2;
    const post = request(`${siteOrigin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
    });
    const outcome = new Promise<string>((resolve) => {
      post.on('response', (response) => resolve(`answered ${response.statusCode}`));
      post.on('error', (error) => resolve(`network error: ${error.message}`));
    });
    // Half the body, so that the server has the post and waits for the rest; it is killed before it comes.
    post.write(body.slice(0, half));
    await sleep(500);
    expect(await held.stop('SIGKILL')).toBe('SIGKILL');
    post.end(body.slice(half));
    expect(await outcome).toMatch(/^network error/);
    await held.start();
    await untilAnswering();
    expect(storedClients().has('Killed mid-post')).toBe(false);
  });

  it('answers every post it stores and stores every post it answers across two SIGTERM restarts and a SIGKILL', async () => {
    const t0 = performance.now();
    const restarted: Restart[] = [];
    const restarting = (async () => {
      for (const { atMs, signal } of restarts) {
        await sleep(atMs - (performance.now() - t0));
        const signalledMs = performance.now() - t0;
        await held.stop(signal);
        const exitedMs = performance.now() - t0;
        // systemctl restart starts the server again at once; after a crash, Restart=always waits RestartSec.
        if (signal === 'SIGKILL') await sleep(restartSecMs);
        await held.start();
        restarted.push({ signal, signalledMs, exitedMs, restartedMs: performance.now() - t0 });
      }
    })();
    const posts: Array<Promise<PostResult>> = [];
    for (let index = 0; index < postsPerSecond * seconds; index++) {
      await sleep((index * 1000) / postsPerSecond - (performance.now() - t0));
      posts.push(postLead(`Restart test ${index}`, index, t0));
    }
    await restarting;
    const results = await Promise.all(posts);

    const stored = storedClients();
    const answered = results.filter((result) => result.status !== undefined);
    const failed = results.filter((result) => result.error !== undefined);
    // From the command to the holder until it saw the server gone: the signal lands somewhere in between.
    const kill = restarted.find((restart) => restart.signal === 'SIGKILL')!;
    const inFlightAtKill = (result: PostResult) => result.startMs <= kill.exitedMs && result.endMs >= kill.signalledMs;
    const worst = (from: number, to: number) =>
      Math.max(
        ...results.filter((result) => result.startMs >= from && result.startMs <= to).map((result) => result.endMs - result.startMs),
      );
    console.log(
      [
        `Posts: ${results.length} sent, ${answered.length} answered (${answered.filter((result) => result.status === 200).length} with 200), ` +
          `${failed.length} network errors (${failed.filter(inFlightAtKill).length} in flight at the SIGKILL), ` +
          `${answered.filter((result) => !stored.has(result.name)).length} answered but not stored, ` +
          `${failed.filter((result) => stored.has(result.name)).length} failed but stored.`,
        ...restarted.map(
          (restart) =>
            `${restart.signal} at ${(restart.signalledMs / 1000).toFixed(1)} s, started again ${Math.round(restart.restartedMs - restart.signalledMs)} ms later: ` +
            `worst answer ${Math.round(worst(restart.signalledMs - 1_000, restart.restartedMs + 1_000))} ms`,
        ),
        `Worst answer before the first restart: ${Math.round(worst(0, restarted[0].signalledMs - 1_000))} ms.`,
        ...failed.map((result) => `  ${result.name} at ${Math.round(result.startMs)} ms: ${result.error}`),
      ].join('\n'),
    );

    expect(results).toHaveLength(postsPerSecond * seconds);
    expect(answered.filter((result) => result.status! >= 500)).toEqual([]);
    expect(answered.filter((result) => result.status !== 200)).toEqual([]);
    expect(answered.filter((result) => !stored.has(result.name)).map((result) => result.name)).toEqual([]);
    expect(failed.filter((result) => !inFlightAtKill(result))).toEqual([]);
  }, 120_000);
});
