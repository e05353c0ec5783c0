// Debian's Caddy running deploy/Caddyfile, as the test's reverse proxy on loopback.
import { spawn } from 'node:child_process';

/** A running Caddy; close() stops it. */
export interface RunningCaddy {
  output(): string;
  close(): Promise<void>;
}

/**
 * Runs `caddy run` on `caddyfile` with `siteAddress` and `upstream` for its placeholders, its admin endpoint off and
 * its storage in `home`; resolves once it listens.
 */
export async function runCaddy(caddyfile: string, siteAddress: string, upstream: string, home: string): Promise<RunningCaddy> {
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SITE_ADDRESS: siteAddress,
      UPSTREAM: upstream,
      CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  caddy.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  caddy.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => caddy.on('exit', () => resolve()));
  while (!output.includes('serving initial configuration')) {
    if (caddy.exitCode !== null) throw new Error(`Caddy exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    output: () => output,
    async close() {
      // Caddy waits for open connections without a limit; a test that left one open should not hang here.
      caddy.kill('SIGTERM');
      const timer = setTimeout(() => caddy.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
