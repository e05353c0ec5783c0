// The port a child process chose by listening on port 0, for a program that does not say which: read from
// Linux's socket tables, so no port is picked first and then hoped to be free when the program binds it.
import { readdir, readFile, readlink } from 'node:fs/promises';

/** The TCP port process `pid` listens on (IPv4 or IPv6), or undefined while it listens on none. */
export async function listeningPort(pid: number): Promise<number | undefined> {
  const sockets = new Set<string>();
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const inode = /^socket:\[(\d+)\]$/.exec(await readlink(`/proc/${pid}/fd/${fd}`).catch(() => ''))?.[1];
    if (inode) sockets.add(inode);
  }
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (await readFile(table, 'utf8')).trim().split('\n').slice(1)) {
      // sl, local_address (HEXADDR:HEXPORT), rem_address, st (0A is LISTEN), tx:rx, tr:when, retrnsmt, uid, timeout, inode.
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === '0A' && sockets.has(inode)) return parseInt(local.split(':')[1], 16);
    }
  }
  return undefined;
}
