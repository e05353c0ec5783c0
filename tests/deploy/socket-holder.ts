// Holds a listening socket as systemd does for a .socket unit, and starts and stops the service on it by command.
// Run under systemd-socket-activate, which binds the port and passes the socket as fd 3: this process never accepts
// on it, so connections wait in its queue while no server runs. Arguments: the service's ExecStart.
// Commands on stdin, one a line: "start", "stop SIGTERM", "stop SIGKILL". Replies on stdout: "started PID",
// "exited CODE-OR-SIGNAL". The server's own output goes to stderr.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const [command, ...args] = process.argv.slice(2);
const passedFd = 3;

// The variables systemd-socket-activate set for this process; the server gets its own below.
const env = { ...process.env };
delete env.LISTEN_FDS;
delete env.LISTEN_PID;
delete env.LISTEN_FDNAMES;

let server: ChildProcess | undefined;

/** Starts ExecStart with the socket as fd 3 and LISTEN_PID its own pid: sh sets it, then execs the command. */
function start(): void {
  const child = spawn('/bin/sh', ['-c', 'LISTEN_FDS=1 LISTEN_PID=$$ exec "$@"', 'sh', command, ...args], {
    env,
    stdio: ['ignore', process.stderr, process.stderr, passedFd],
  });
  server = child;
  child.on('exit', (code, signal) => {
    if (server === child) server = undefined;
    process.stdout.write(`exited ${signal ?? code}\n`);
  });
  process.stdout.write(`started ${child.pid}\n`);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [verb, signal] = line.trim().split(/\s+/);
  if (verb === 'start' && !server) start();
  else if (verb === 'stop' && server) server.kill(signal as NodeJS.Signals);
  else process.stderr.write(`socket-holder: cannot ${line} now\n`);
});

// The test ended: the server goes with the socket.
process.stdin.on('end', () => {
  server?.kill('SIGKILL');
  process.exit(0);
});
