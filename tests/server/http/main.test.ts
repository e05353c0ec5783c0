// @vitest-environment node
import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBuildInfo } from '../../../serving/build-info';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { spawnServer, waitForOutput, type ServerProcess } from '../spawn-server';
import { makeFixtureDist, postForm } from '../test-server';

let dir: string;
let env: NodeJS.ProcessEnv;
const running: ServerProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-main-test-'));
  env = {
    DIST_DIR: await makeFixtureDist(dir),
    LEADS_DB: join(dir, 'leads.sqlite'),
    RATE_LIMIT_MAX: '100000',
    LEADS_PER_CLIENT_PER_DAY: '1000000',
  };
});

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await rm(dir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

function storedNames(): string[] {
  const db = new Database(String(env.LEADS_DB), { readonly: true });
  try {
    return db
      .prepare('SELECT fields FROM leads')
      .all()
      .map((row) => JSON.parse((row as { fields: string }).fields).name);
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm start (server/http/main.ts)', () => {
  it('refuses a bad configuration with a clear message and exit code 1', { timeout: 30_000 }, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/http/main.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Configuration error: PORT must be a port number from 0 to 65535, not "eighty".');
  });

  it('builds again, rather than serve, a build whose widgets post to another origin than SITE_ORIGIN', { timeout: 30_000 }, async () => {
    await writeBuildInfo(String(env.DIST_DIR), { siteOrigin: 'https://okanagan-exterior.example.com' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/http/main.ts'], {
      env: { ...process.env, ...env, PORT: '0', SITE_ORIGIN: 'https://www.my-cleaning.ca' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    while (!output.includes('Building the site…') && child.exitCode === null) await sleep(20);
    child.kill('SIGTERM');
    await exited;
    expect(output).toContain(
      `Building the site and widgets, since the widgets in ${env.DIST_DIR} post leads to https://okanagan-exterior.example.com, not to SITE_ORIGIN=https://www.my-cleaning.ca;`,
    );
    expect(output).not.toContain('Site and form endpoint');
  });

  it('writes each refused post to stderr, one line without the values posted', { timeout: 30_000 }, async () => {
    const server = await start();
    const response = await postForm(server.siteOrigin, 'form-name=newsletter&name=Private%20Person');
    expect(response.status).toBe(400);
    await waitForOutput(server, 'Form post refused: status=400 client=127.0.0.1 reason="Unknown form-name');
    expect(server.output()).not.toContain('Private Person');
  });

  it('on SIGTERM stops taking connections, finishes the request in flight, stores it, and exits 0', { timeout: 30_000 }, async () => {
    const server = await start();
    const { hostname, port } = new URL(server.siteOrigin);
    const body = encodeFormBody(withName(formBodies[3], 'In flight')).toString();
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    // Headers and half the body: the request has begun and is waiting for the rest.
    socket.write(
      `POST / HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await sleep(200);

    server.child.kill('SIGTERM');
    await waitForOutput(server, 'SIGTERM: finishing the requests in flight');
    let refused = false;
    for (let attempt = 0; attempt < 50 && !refused; attempt++) {
      refused = await fetch(`${server.siteOrigin}/`).then(
        () => false,
        () => true,
      );
      if (!refused) await sleep(20);
    }
    expect(refused).toBe(true);

    // The client keeps its connection open, as browsers do; the server must still exit promptly.
    socket.write(body.slice(20));
    expect(await server.exited).toBe(0);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(storedNames()).toEqual(['In flight']);
  });

  it('loses no acknowledged lead when killed with SIGKILL mid-stream, and the database stays intact', { timeout: 30_000 }, async () => {
    const server = await start();
    const acknowledged: string[] = [];
    let killed = false;
    const worker = async (id: number) => {
      for (let index = 0; !killed; index++) {
        const name = `Stream ${id}-${index}`;
        try {
          const response = await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], name)));
          if (response.status === 200) acknowledged.push(name);
        } catch {
          return; // The server is gone: this post was never answered.
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, id) => worker(id));
    while (acknowledged.length < 200) await sleep(5);
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect(await server.exited).toBe('SIGKILL');

    const restarted = await start();
    const after = await postForm(restarted.siteOrigin, encodeFormBody(withName(formBodies[3], 'After restart')));
    expect(after.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const stored = new Set(storedNames());
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    expect(stored.has('After restart')).toBe(true);
    const db = new Database(String(env.LEADS_DB), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });
});
