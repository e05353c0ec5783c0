// @vitest-environment node
// The fallback journal shared by two servers on one database (an overlapping deploy): neither loses the other's leads.
import { appendFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { holdWriteLock } from '../hold-write-lock';
import { spawnServer } from '../spawn-server';
import { postForm } from '../test-server';
import { openFallbackJournal, orphanAfterMs } from '../../../server/leads/fallback-journal';
import { openLeadStore, type NewLead } from '../../../server/leads/lead-store';
import { findLeads } from '../../../server/leads/stored-leads';
import { lead, testFolder } from './lead-fixtures';

const folder = testFolder('shared-journal-');

/** Sets the last-written time of `path` to `ms` ago, as if its server had stopped touching it then. */
function untouchedFor(path: string, ms: number): void {
  const at = new Date(Date.now() - ms);
  utimesSync(path, at, at);
}

describe('two servers journaling into one folder', () => {
  it('keeps a lead one appends while the other imports: an import rewrites only files no live server writes', () => {
    const importer = openFallbackJournal<NewLead>(folder());
    const appender = openFallbackJournal<NewLead>(folder(), { id: 'a11ce' });
    try {
      importer.append([lead('Imported')]);
      expect(importer.read().map((row) => row.fields.name)).toEqual(['Imported']);
      // The forced interleaving: the other server appends between this one's read and its rewrite.
      appender.append([lead('Appended meanwhile')]);
      importer.keepOnly([]);
      expect(appender.read().map((row) => row.fields.name)).toEqual(['Appended meanwhile']);
      expect(importer.read()).toEqual([]);
    } finally {
      importer.close();
      appender.close();
    }
  });

  it('imports the file of a server gone for a minute, and a shared file of an earlier version, once each has rested', () => {
    const dir = folder();
    const gone = openFallbackJournal<NewLead>(dir, { id: '90e' });
    gone.append([lead('From a server now gone')]);
    gone.close();
    untouchedFor(gone.path, orphanAfterMs + 1_000);
    appendFileSync(join(dir, 'leads-fallback.jsonl'), `${JSON.stringify(lead('From an earlier version'))}\n`);
    let clock = Date.now();
    const journal = openFallbackJournal<NewLead>(dir, { now: () => clock });
    expect(journal.read()).toEqual([]);
    journal.keepOnly([]);
    clock += 2_000;
    expect(
      journal
        .read()
        .map((row) => row.fields.name)
        .sort(),
    ).toEqual(['From a server now gone', 'From an earlier version']);
    journal.keepOnly([]);
    expect(journal.size()).toEqual({ rows: 0, bytes: 0 });
    journal.close();
  });

  it('leaves the file of a server that touched it within the minute to that server', () => {
    const dir = folder();
    const alive = openFallbackJournal<NewLead>(dir, { id: 'a11fe' });
    alive.append([lead('Still its own')]);
    untouchedFor(alive.path, orphanAfterMs / 2);
    let clock = Date.now();
    const journal = openFallbackJournal<NewLead>(dir, { now: () => clock });
    expect(journal.read()).toEqual([]);
    clock += 2_000;
    expect(journal.read()).toEqual([]);
    expect(alive.read().map((row) => row.fields.name)).toEqual(['Still its own']);
    alive.close();
    journal.close();
  });
});

describe('a running server', () => {
  it('touches its journal file while it runs, and stops once its journal closes', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const journal = openFallbackJournal<NewLead>(folder());
      journal.append([lead('Waiting')]);
      untouchedFor(journal.path, orphanAfterMs + 1_000);
      vi.advanceTimersByTime(orphanAfterMs / 2);
      expect(Date.now() - statSync(journal.path).mtimeMs).toBeLessThan(orphanAfterMs / 2);
      journal.close();
      untouchedFor(journal.path, orphanAfterMs + 1_000);
      vi.advanceTimersByTime(orphanAfterMs);
      expect(Date.now() - statSync(journal.path).mtimeMs).toBeGreaterThan(orphanAfterMs);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a journal named after a process id that runs again', () => {
  // A server of an earlier version named its journal after its process id: one now reused by another process, or
  // PID 1, which a server in each of two containers sharing the folder has. Both ids belong to live processes here.
  it.each([
    ['a dead server whose process id another process has now', () => String(process.ppid)],
    ['a server in another container, PID 1 as in this one', () => '1'],
  ])('imports the journal of %s, once untouched for a minute', { timeout: 30_000 }, async (_, writer) => {
    const dir = folder();
    const orphan = join(dir, `leads-fallback-${writer()}.jsonl`);
    const store = openLeadStore(join(dir, 'leads.sqlite'));
    try {
      writeFileSync(orphan, `${JSON.stringify(lead('Left by a server gone'))}\n`);
      untouchedFor(orphan, orphanAfterMs + 1_000);
      // No post comes: the store looks at the folder on its own while a journal holds leads.
      await vi.waitFor(() => expect(findLeads(store.database).map((row) => row.fields.name)).toEqual(['Left by a server gone']), {
        timeout: 20_000,
        interval: 250,
      });
      expect(store.storage().journal).toEqual({ rows: 0, bytes: 0 });
    } finally {
      store.close();
    }
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
