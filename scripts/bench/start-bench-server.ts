// The real server (`npm start`'s entry, or another) in a child process on a free loopback port, with its own database
// and no limits that would throttle a benchmark posting from one address.
import { spawn } from 'node:child_process';
import { demoLinePattern, siteLinePattern } from '../../serving/start-line';

/** A server started for a benchmark: where it listens, and how to stop it. */
export interface BenchServer {
  origin: string;
  /** Where the embed demo listens; undefined when it does not run. */
  demoOrigin: string | undefined;
  stop(): Promise<unknown>;
}

/** Limits high enough that no post of a run is held or refused (each at the most server/http/config.ts accepts). */
const unthrottled = {
  RATE_LIMIT_MAX: '1000000000',
  QUARANTINE_PER_CLIENT_PER_DAY: '1000000',
  QUARANTINE_TOTAL: '10000000',
  LEADS_PER_CLIENT_PER_DAY: '1000000',
};

/**
 * Starts the server `entry` on `leadsDb`, with `env` (the notification settings, say) over this process's environment;
 * resolves once it listens.
 */
export async function startBenchServer(
  leadsDb: string,
  env: Record<string, string> = {},
  entry = 'server/http/main.ts',
): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...unthrottled, ...env, HOST: '127.0.0.1', PORT: '0', LEADS_DB: leadsDb },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = await new Promise<string>((resolve, reject) => {
    let output = '';
    let listening = false;
    // Read on once it listens, so the server never blocks on a full pipe, but keep nothing more.
    child.stdout.on('data', (chunk: Buffer) => {
      if (listening) return;
      output += chunk;
      if (siteLinePattern.test(output)) {
        listening = true;
        resolve(output);
      }
    });
    child.on('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    origin: siteLinePattern.exec(output)![1],
    demoOrigin: demoLinePattern.exec(output)?.[1],
    stop: () => (child.kill('SIGTERM'), exited),
  };
}
