// The test's side of socket-holder.ts: a listening socket held across restarts, and the service started on it.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';

/** The socket systemd would hold, and the service it would start and stop on it. */
export interface HeldSocket {
  /** Starts ExecStart on the socket; resolves with the server's pid. */
  start(): Promise<number>;
  /** Sends `signal` to the server; resolves once it has exited, with its exit code or signal. */
  stop(signal: NodeJS.Signals): Promise<string>;
  /** Everything the holder and the servers printed so far. */
  output(): string;
  /** Stops the server and lets the socket go. */
  close(): Promise<void>;
}

/** Holds 127.0.0.1:`port` with systemd-socket-activate and runs `execStart` on it with `env`, as a .socket unit does. */
export async function holdSocket(port: number, execStart: string[], env: NodeJS.ProcessEnv): Promise<HeldSocket> {
  // systemd-socket-activate passes on only the variables named with -E, as systemd passes only the unit's.
  const passed = Object.keys(env).flatMap((name) => ['-E', name]);
  const holder = spawn(
    'systemd-socket-activate',
    ['-l', `127.0.0.1:${port}`, ...passed, process.execPath, '--import', 'tsx', 'tests/deploy/socket-holder.ts', ...execStart],
    { env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  holder.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => holder.on('exit', () => resolve()));
  const replies: string[] = [];
  let wake = () => {};
  createInterface({ input: holder.stdout }).on('line', (line) => {
    replies.push(line);
    wake();
  });

  /** The next line the holder writes that starts with `word`. */
  async function reply(word: string): Promise<string> {
    for (;;) {
      const index = replies.findIndex((line) => line.startsWith(`${word} `));
      if (index >= 0) return replies.splice(index, 1)[0].slice(word.length + 1);
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), exited]);
      if (holder.exitCode !== null) throw new Error(`The socket holder exited:\n${output}`);
    }
  }

  // systemd-socket-activate binds at once but starts the holder only at the first connection, which then waits in
  // the queue for the server like any other.
  while (!output.includes('Listening on')) {
    if (holder.exitCode !== null) throw new Error(`systemd-socket-activate exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise<void>((resolve, reject) => {
    const poke = connect(port, '127.0.0.1', () => {
      poke.destroy();
      resolve();
    }).on('error', reject);
  });

  return {
    async start() {
      holder.stdin.write('start\n');
      return Number(await reply('started'));
    },
    async stop(signal) {
      holder.stdin.write(`stop ${signal}\n`);
      return reply('exited');
    },
    output: () => output,
    async close() {
      holder.stdin.end();
      await exited;
    },
  };
}
