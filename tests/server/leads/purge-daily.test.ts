// @vitest-environment node
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLeadStore } from '../../../server/leads/lead-store';
import { purgeDaily } from '../../../server/leads/purge-daily';
import { purgeLeads } from '../../../server/leads/stored-leads';
import { lead, testFolder } from './lead-fixtures';

const folder = testFolder('purge-daily-test-');
const yearMs = 365 * 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A store at `path` holding one lead three years old and one from today. */
async function storeWithOldLead(path: string) {
  const store = openLeadStore(path);
  await store.save({ ...lead('Three Years Ago'), receivedAt: new Date(Date.now() - 3 * yearMs).toISOString() });
  await store.save(lead('Today'));
  return store;
}

const count = (path: string) => {
  const db = new Database(path, { readonly: true });
  const { n } = db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number };
  db.close();
  return n;
};

describe('purgeDaily', () => {
  it('logs a purge another connection holds the lock against, and purges at the retry once it lets go', async () => {
    const path = join(folder(), 'leads.sqlite');
    const store = await storeWithOldLead(path);
    const locker = new Database(path);
    locker.exec('BEGIN EXCLUSIVE');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log: string[] = [];
    const stop = purgeDaily(
      (before) => store.purge(before),
      730,
      (line) => log.push(line),
      { retryMs: 60_000 },
    );
    expect(log).toEqual([
      expect.stringMatching(/^Could not delete the leads older than 730 days \(database is locked\); trying again in 1 min\.$/),
    ]);

    locker.exec('COMMIT');
    locker.close();
    vi.advanceTimersByTime(60_000);
    expect(log[1]).toBe('Deleted 1 lead older than 730 days, as the privacy policy promises.');
    expect(count(path)).toBe(1);
    stop();
    store.close();
  });

  it('survives a database opened read-only, and purges once it is writable', async () => {
    const path = join(folder(), 'leads.sqlite');
    (await storeWithOldLead(path)).close();
    const readonly = new Database(path, { readonly: true });
    let db = readonly;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log: string[] = [];
    const stop = purgeDaily(
      (before) => purgeLeads(db, before),
      730,
      (line) => log.push(line),
      { retryMs: 60_000 },
    );
    expect(log).toEqual(['Could not delete the leads older than 730 days (attempt to write a readonly database); trying again in 1 min.']);
    vi.advanceTimersByTime(60_000);
    expect(log).toHaveLength(2);

    db = new Database(path);
    vi.advanceTimersByTime(60_000);
    expect(log[2]).toBe('Deleted 1 lead older than 730 days, as the privacy policy promises.');
    expect(count(path)).toBe(1);
    stop();
    readonly.close();
    db.close();
  });
});
