// Socket activation: the site listens on the socket systemd holds, so connections wait in it while the server restarts.
import type { FastifyListenOptions } from 'fastify';
import type { ListenOptions, Server } from 'node:net';

/** The descriptor of the first socket systemd passes (SD_LISTEN_FDS_START). */
const firstPassedFd = 3;

/**
 * The queue of connections waiting for the server: `Backlog=` in deploy/okanagan-exterior.socket. Node calls
 * listen() again on a passed socket, with its own default of 511 unless told, which would shrink the queue systemd
 * set up; the kernel caps either at net.core.somaxconn.
 */
export const socketBacklog = 4096;

/**
 * Makes `server` listen on a passed descriptor with `socketBacklog`. Node takes a descriptor's backlog only as the
 * second argument of listen(), ignoring a `backlog` beside `fd` in the options (lib/net.js), and Fastify passes
 * the options alone; so the server's listen adds it.
 */
export function keepSocketBacklog(server: Server): void {
  const listen = server.listen.bind(server) as (options: ListenOptions, backlog: number) => Server;
  server.listen = ((options: ListenOptions) => listen(options, socketBacklog)) as Server['listen'];
}

/** How the site listens, and the line that says so when it is not HOST and PORT. */
export interface SiteListen {
  options: FastifyListenOptions;
  /** Undefined when the site listens on HOST and PORT. */
  notice: string | undefined;
  /** Whether it listens on a socket systemd passed, whose backlog keepSocketBacklog keeps. */
  inherited: boolean;
}

/**
 * Reads the variables systemd sets for an activated service as sd_listen_fds does: one socket passed
 * (LISTEN_FDS=1) to this very process (LISTEN_PID), as fd 3. Unsets them either way, so that a process this one
 * starts never takes the socket for its own.
 */
function inheritedFd(env: NodeJS.ProcessEnv, pid: number): number | undefined {
  const passed = env.LISTEN_FDS === '1' && env.LISTEN_PID === String(pid);
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  return passed ? firstPassedFd : undefined;
}

/** Where the site listens: on the socket systemd passed, if any, otherwise on `host` and `port`. */
export function siteListen(host: string, port: number, env: NodeJS.ProcessEnv = process.env, pid = process.pid): SiteListen {
  const fd = inheritedFd(env, pid);
  if (fd === undefined) return { options: { host, port }, notice: undefined, inherited: false };
  // Node takes the descriptor and ignores host; Fastify reads host only to decide whether to bind "localhost" twice.
  const options: FastifyListenOptions & { fd: number } = { fd, host: 'inherited socket' };
  return {
    options,
    inherited: true,
    notice: `The site listens on the socket systemd passed (fd ${fd}); HOST and PORT do not apply to it.`,
  };
}
