// Runs a server entry (`server/http/main.ts` by default) as its own process, as `npm start` does: for the signal and
// crash tests, the browser suites (end to end, engines, WordPress) and the benchmarks (which start another checkout's too).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDistDir } from '../../serving/dist-dir';
import { demoLinePattern, siteLinePattern } from '../../serving/start-line';

export interface ServerProcess {
  child: ChildProcess;
  siteOrigin: string;
  /** Where the embed demo listens; undefined when it does not run (DEMO_PORT unset). */
  demoOrigin: string | undefined;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Sends SIGTERM and resolves once the process has ended. */
  stop(): Promise<number | NodeJS.Signals | null>;
}

export interface SpawnOptions {
  /** The checkout to run the entry from; this one unless given. */
  cwd?: string;
  /** Runs the server under `nice -n` this niceness (below 0 takes root; elsewhere nice says so and runs it as usual). */
  nice?: number;
}

/** Spawns the server with `env` added to this process's environment; resolves once it listens. */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  entry = 'server/http/main.ts',
  { cwd, nice }: SpawnOptions = {},
): Promise<ServerProcess> {
  const node = [process.execPath, '--import', 'tsx', entry];
  const [command, ...args] = nice === undefined ? node : ['nice', '-n', String(nice), ...node];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', AUTO_BUILD: 'false', SITE_ORIGIN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const stop = () => (child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), exited);
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = siteLinePattern.exec(output);
      if (match)
        resolve({ child, siteOrigin: match[1], demoOrigin: demoLinePattern.exec(output)?.[1], output: () => output, exited, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
}

/** Resolves once the process has printed `text`. */
export async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for "${text}" in:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A server of the browser suites: where its embed demo listens, and the database file it stores the leads in. */
export interface TestSite extends ServerProcess {
  demoOrigin: string;
  leadsDb: string;
}

/**
 * The server as the browser suites run it: on the last build, with the embed demo on a second free port, its leads
 * in a database of its own in a fresh folder, which `stop` removes, and room for every post a run sends from one address.
 */
export async function spawnTestSite(): Promise<TestSite> {
  if (!existsSync(join(readDistDir(), 'index.html')))
    throw new Error('The browser tests run against the build: run `npm run build` first.');
  const dir = mkdtempSync(join(tmpdir(), 'test-site-leads-'));
  const leadsDb = join(dir, 'leads.sqlite');
  const server = await spawnServer({ LEADS_DB: leadsDb, DEMO_PORT: '0', RATE_LIMIT_MAX: '1000', LEADS_PER_CLIENT_PER_DAY: '1000' });
  const stop = async () => {
    const code = await server.stop();
    rmSync(dir, { recursive: true, force: true });
    return code;
  };
  const { demoOrigin } = server;
  if (demoOrigin === undefined) {
    await stop();
    throw new Error(`The server started without its embed demo:\n${server.output()}`);
  }
  return { ...server, demoOrigin, leadsDb, stop };
}
