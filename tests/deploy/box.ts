// A fresh Debian 12 server for the deployment test: a root made by debootstrap, booted by systemd-nspawn with systemd
// as PID 1, on this machine's network (its loopback ports are this machine's). Commands run inside with nsenter.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the box is made of: a bookworm server with systemd to boot, and the Debian packages docs/deploying.md step 1
 * installs but npm and git: the test places Node and npm itself (the registry is this machine's to reach, not the
 * box's), and copies the release instead of cloning it.
 */
export const boxPackages = ['systemd', 'systemd-sysv', 'dbus', 'ca-certificates', 'curl', 'caddy', 'sqlite3'];

/** Where the untouched root is kept between runs: making it takes a minute or two, copying it a few seconds. */
const cacheDir = process.env.BOX_CACHE_DIR ?? '/var/cache/okanagan-exterior-box';

/** The programs the box needs on this machine, and what is missing; empty when it can boot. */
export function boxPrerequisites(): string[] {
  const missing: string[] = [];
  if (process.getuid?.() !== 0) missing.push('root (systemd-nspawn and nsenter need it)');
  for (const program of ['debootstrap', 'systemd-nspawn', 'nsenter'])
    if (spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0) missing.push(program);
  return missing;
}

/** The untouched root, made with debootstrap on first use (as a real server starts: hosts file, no hostname). */
export function pristineRoot(log: (line: string) => void): string {
  const root = join(cacheDir, `bookworm-${boxPackages.join('-')}`);
  if (existsSync(join(root, '.complete'))) return root;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${root}.partial`;
  rmSync(partial, { recursive: true, force: true });
  log(`Making a Debian 12 root with debootstrap in ${root} (once per machine)…`);
  run('debootstrap', ['--variant=minbase', `--include=${boxPackages.join(',')}`, 'bookworm', partial, 'http://deb.debian.org/debian']);
  // What Debian's installer writes and debootstrap does not: without it Caddy cannot resolve its own localhost.
  writeFileSync(join(partial, 'etc/hosts'), '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n');
  writeFileSync(join(partial, '.complete'), `${new Date().toISOString()}\n`);
  renameSync(partial, root);
  return root;
}

/** Runs a program on this machine; throws with its output when it fails. */
function run(program: string, args: string[]): string {
  const result = spawnSync(program, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** How a command in the box ended. */
export interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A booted box. */
export interface Box {
  /** The box's root folder on this machine. */
  root: string;
  /**
   * Runs a shell command inside, as root, with Debian's PATH; resolves with how it ended. Asynchronous, so that
   * servers of the test's own (an SMTP receiver the box sends to, posts in flight) go on meanwhile.
   */
  sh(command: string, options?: { input?: string; timeoutMs?: number }): Promise<Outcome>;
  /** Like sh, but rejects with the output unless the command succeeds; resolves with its standard output. */
  ok(command: string, options?: { input?: string; timeoutMs?: number }): Promise<string>;
  /** Reboots it (systemctl reboot) and resolves once systemd has booted it again. */
  reboot(): Promise<void>;
  /** The console output so far: systemd's boot messages. */
  console(): string;
  /** Powers it off and deletes its root. */
  destroy(): Promise<void>;
}

/** Copies the pristine root and boots it; resolves once systemd says the system is up. */
export async function bootBox(pristine: string, root: string): Promise<Box> {
  rmSync(root, { recursive: true, force: true });
  run('cp', ['-a', pristine, root]);
  let nspawn: ChildProcess;
  let consoleText = '';
  let init = 0;

  async function boot(): Promise<void> {
    nspawn = spawn('systemd-nspawn', ['-D', root, '--boot', '--register=no', '--keep-unit', '--console=read-only', '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nspawn.stdout!.on('data', (chunk: Buffer) => (consoleText += chunk.toString()));
    nspawn.stderr!.on('data', (chunk: Buffer) => (consoleText += chunk.toString()));
    // The box's PID 1 is systemd-nspawn's child.
    for (let tries = 0; ; tries++) {
      init = Number(readChildren(nspawn.pid!)[0] ?? 0);
      if (init && readFileSync(`/proc/${init}/comm`, 'utf8').trim() === 'systemd') break;
      if (nspawn.exitCode !== null || tries > 300) throw new Error(`The box did not boot:\n${consoleText}`);
      await sleep(100);
    }
    // systemctl answers once systemd has opened its socket; --wait then waits for the boot to finish.
    for (let tries = 0; ; tries++) {
      const state = (await box.sh('systemctl is-system-running --wait', { timeoutMs: 120_000 })).stdout.trim();
      if (['running', 'degraded'].includes(state)) break;
      if (tries > 300) throw new Error(`The box booted into "${state}":\n${consoleText}`);
      await sleep(200);
    }
  }

  const box: Box = {
    sh(command, { input, timeoutMs = 60_000 } = {}) {
      const environment = ['PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'HOME=/root', 'LANG=C.UTF-8'];
      const child = spawn('nsenter', [
        '-t',
        String(init),
        '-m',
        '-u',
        '-i',
        '-p',
        '--',
        '/usr/bin/env',
        '-i',
        ...environment,
        '/bin/sh',
        '-c',
        command,
      ]);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdin.end(input);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      return new Promise((resolve) =>
        child.on('close', (status) => {
          clearTimeout(timer);
          resolve({ status, stdout, stderr });
        }),
      );
    },
    async ok(command, options) {
      const result = await box.sh(command, options);
      if (result.status !== 0) throw new Error(`In the box, \`${command}\` failed (${result.status}):\n${result.stdout}${result.stderr}`);
      return result.stdout;
    },
    root,
    async reboot() {
      const exited = new Promise<number | null>((resolve) => nspawn.once('exit', (code) => resolve(code)));
      await box.sh('systemctl reboot');
      // systemd-nspawn ends with 133 when the box asks to be rebooted; systemd-nspawn@.service would start it again.
      const code = await exited;
      if (code !== 133) throw new Error(`The box did not reboot (systemd-nspawn exited ${code}):\n${consoleText}`);
      await boot();
    },
    console: () => consoleText,
    async destroy() {
      if (nspawn && nspawn.exitCode === null) {
        const exited = new Promise<void>((resolve) => nspawn.once('exit', () => resolve()));
        await box.sh('systemctl poweroff');
        const timer = setTimeout(() => nspawn.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  await boot();
  return box;
}

/** The pids of `pid`'s children. */
function readChildren(pid: number): string[] {
  const path = `/proc/${pid}/task/${pid}/children`;
  return existsSync(path) ? readFileSync(path, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
