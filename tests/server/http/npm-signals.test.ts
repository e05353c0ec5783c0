// @vitest-environment node
// A process manager or container signals the process it started: npm's own pid, not the server below it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFixtureDist } from '../test-server';

let dir: string;
let npm: ChildProcess | undefined;
let tree: number[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'npm-signals-test-'));
});

afterEach(async () => {
  for (const pid of [...tree, npm?.pid]) if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
  npm = undefined;
  tree = [];
  await rm(dir, { recursive: true, force: true });
});

/** The parent of each running process, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      map.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while being listed.
    }
  }
  return map;
}

/** `pid` and every process below it. */
function processTree(pid: number): number[] {
  const map = parents();
  const found = [pid];
  for (let index = 0; index < found.length; index++)
    for (const [child, parent] of map) if (parent === found[index] && !found.includes(child)) found.push(child);
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Runs `npm run <script>` with `env`, resolving with everything printed once `text` appears in it. */
function runNpm(script: string, env: NodeJS.ProcessEnv, text: RegExp): Promise<{ output: () => string; exited: Promise<unknown> }> {
  const child = spawn('npm', ['run', script], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SITE_ORIGIN: '', LEADS_DB: join(dir, 'leads.sqlite'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm = child;
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (text.test(output)) resolve({ output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(() => reject(new Error(`npm run ${script} exited early:\n${output}`)));
  });
}

describe.each(['serve', 'start'])('SIGTERM or SIGINT to the pid of npm run %s', (script) => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s stops the server, frees its ports and leaves no process',
    { timeout: 60_000 },
    async (signal) => {
      const distDir = await makeFixtureDist(dir);
      const run = await runNpm(script, { DIST_DIR: distDir, AUTO_BUILD: 'false' }, /Site and form endpoint: .*\n/);
      const ports = [...run.output().matchAll(/http:\/\/127\.0\.0\.1:(\d+)\//g)].map((match) => Number(match[1]));
      expect(ports).toHaveLength(2);
      tree = processTree(npm!.pid!);
      expect(tree.length).toBeGreaterThan(1);

      process.kill(npm!.pid!, signal);
      await run.exited;
      expect(run.output()).toContain(`${signal}: finishing the requests in flight, then exiting.`);
      for (const port of ports) expect(await refusesConnections(port), `port ${port}`).toBe(true);
      expect(tree.filter(isAlive)).toEqual([]);
    },
  );
});

describe('SIGTERM to the pid of npm start while it builds', () => {
  it('stops the build and leaves no process', { timeout: 60_000 }, async () => {
    const run = await runNpm('start', { DIST_DIR: join(dir, 'dist') }, /Building the site…/);
    tree = processTree(npm!.pid!);
    process.kill(npm!.pid!, 'SIGTERM');
    await run.exited;
    expect(run.output()).toContain('The build stopped (SIGTERM); not starting the server.');
    expect(tree.filter(isAlive)).toEqual([]);
  });
});
