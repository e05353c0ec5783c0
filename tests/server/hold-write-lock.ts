// Another process holding the write lock on a real SQLite file, as a backup tool or a sqlite3 shell left open might.
import { spawn } from 'node:child_process';

/** A process that holds the write lock on a database until released. */
export interface WriteLock {
  /** Commits nothing, lets the lock go, and resolves once the process has ended. */
  release(): Promise<void>;
}

/** Resolves once a new process has begun a write transaction on `path` (BEGIN IMMEDIATE) and holds it. */
export async function holdWriteLock(path: string): Promise<WriteLock> {
  const script = `
    const db = require('better-sqlite3')(${JSON.stringify(path)});
    db.exec('BEGIN IMMEDIATE');
    console.log('locked');
    process.stdin.on('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const ended = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    ended.then(() => reject(new Error(`Could not lock ${path}.`)));
  });
  return {
    async release() {
      child.stdin.write('release\n');
      await ended;
    },
  };
}
