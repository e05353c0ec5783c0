// @vitest-environment node
// The fallback journal shared by two servers on one database (an overlapping deploy): neither loses the other's leads.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { holdWriteLock } from '../hold-write-lock';
import { spawnServer } from '../spawn-server';
import { postForm } from '../test-server';
import { openFallbackJournal } from '../../../server/leads/fallback-journal';
import type { NewLead } from '../../../server/leads/lead-store';
import { lead, testFolder } from './lead-fixtures';

const folder = testFolder('shared-journal-');

/** A process that stays alive until its input ends: the other server, for the journal's liveness check. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'ignore'] });
  return { pid: child.pid!, end: () => new Promise((resolve) => child.on('exit', resolve).stdin.end()) };
}

describe('two servers journaling into one folder', () => {
  it('keeps a lead one appends while the other imports: an import rewrites only files no live process writes', async () => {
    const other = otherProcess();
    try {
      const importer = openFallbackJournal<NewLead>(folder());
      const appender = openFallbackJournal<NewLead>(folder(), { pid: other.pid });
      importer.append([lead('Imported')]);
      expect(importer.read().map((row) => row.fields.name)).toEqual(['Imported']);
      // The forced interleaving: the other server appends between this one's read and its rewrite.
      appender.append([lead('Appended meanwhile')]);
      importer.keepOnly([]);
      expect(appender.read().map((row) => row.fields.name)).toEqual(['Appended meanwhile']);
      expect(importer.read()).toEqual([]);
    } finally {
      await other.end();
    }
  });

  it('imports the file of a server that is gone, and a shared file of an earlier version once it has rested', async () => {
    const dir = folder();
    const gone = otherProcess();
    openFallbackJournal<NewLead>(dir, { pid: gone.pid }).append([lead('From a server now gone')]);
    await gone.end();
    appendFileSync(join(dir, 'leads-fallback.jsonl'), `${JSON.stringify(lead('From an earlier version'))}\n`);
    let clock = 0;
    const journal = openFallbackJournal<NewLead>(dir, { now: () => clock });
    expect(journal.read().map((row) => row.fields.name)).toEqual(['From a server now gone']);
    journal.keepOnly([]);
    clock = 2_000;
    expect(journal.read().map((row) => row.fields.name)).toEqual(['From an earlier version']);
    journal.keepOnly([]);
    expect(journal.size()).toEqual({ rows: 0, bytes: 0 });
  });
});

describe('two server processes on one database, while a third holds its lock', () => {
  it('store every lead either answered, once the lock is released', { timeout: 60_000 }, async () => {
    const dir = folder();
    const env = { DIST_DIR: join(dir, 'dist'), LEADS_DB: join(dir, 'leads.sqlite'), DEMO_PORT: 'off' };
    const servers = [await spawnServer(env), await spawnServer(env)];
    const lock = await holdWriteLock(env.LEADS_DB);
    const answered: string[] = [];
    const post = async (name: string, index: number) => {
      const response = await postForm(servers[index % 2].siteOrigin, encodeFormBody(withName(formBodies[3], name)));
      if (response.status === 200) answered.push(name);
    };
    try {
      await Promise.all(Array.from({ length: 20 }, (_, index) => post(`During the lock ${index}`, index)));
      // Posts go on to both while the lock goes, so one server imports while the other still journals.
      const released = lock.release();
      await Promise.all(Array.from({ length: 40 }, (_, index) => post(`While it goes ${index}`, index)));
      await released;
      expect(answered).toHaveLength(60);
      const stored = () => {
        const db = new Database(env.LEADS_DB, { readonly: true });
        try {
          return (db.prepare('SELECT fields FROM leads').all() as Array<{ fields: string }>).map((row) => JSON.parse(row.fields).name);
        } finally {
          db.close();
        }
      };
      await vi.waitFor(() => expect(stored().sort()).toEqual([...answered].sort()), { timeout: 20_000, interval: 250 });
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
    }
  });
});
