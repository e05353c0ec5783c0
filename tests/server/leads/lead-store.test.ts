// @vitest-environment node
import Database from 'better-sqlite3';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openFallbackJournal } from '../../../server/leads/fallback-journal';
import { openLeadStore, StorageUnavailableError, type NewLead } from '../../../server/leads/lead-store';
import { lead, testFolder } from './lead-fixtures';

const folder = testFolder('lead-store-test-');

function readNames(path: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare('SELECT fields FROM leads ORDER BY id')
      .all()
      .map((row) => JSON.parse((row as { fields: string }).fields).name);
  } finally {
    db.close();
  }
}

describe('openLeadStore', () => {
  it('creates the database, and its folder, in WAL mode with full sync', () => {
    const path = join(folder(), 'nested/folder/leads.sqlite');
    openLeadStore(path).close();
    const db = new Database(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    db.close();
  });

  it('resolves a save only once another connection can read the row', async () => {
    const path = join(folder(), 'leads.sqlite');
    const store = openLeadStore(path);
    const id = await store.save(lead('Avery'));
    expect(id).toBe(1);
    expect(readNames(path)).toEqual(['Avery']);
    store.close();
  });

  it('commits saves made together in one go, in order, each with its own id', async () => {
    const path = join(folder(), 'leads.sqlite');
    const store = openLeadStore(path);
    const ids = await Promise.all(['a', 'b', 'c'].map((name) => store.save(lead(name))));
    expect(ids).toEqual([1, 2, 3]);
    expect(readNames(path)).toEqual(['a', 'b', 'c']);
    store.close();
  });

  it('when one lead of a batch breaks a constraint, saves the others and keeps that one in the fallback journal', async () => {
    const path = join(folder(), 'leads.sqlite');
    const store = openLeadStore(path);
    // A lead without a client address breaks the table's NOT NULL rule, as a real fault would.
    const broken = { ...lead('broken'), clientAddress: null as unknown as string };
    // Saves made in one turn of the event loop go into one transaction.
    const results = await Promise.all([store.save(lead('a')), store.save(broken), store.save(lead('c'))]);
    expect(results.map((result) => typeof result)).toEqual(['number', 'object', 'number']);
    expect(results[1]).toBeNull();
    expect(readNames(path)).toEqual(['a', 'c']);
    expect(
      openFallbackJournal<NewLead>(folder())
        .read()
        .map((kept) => kept.fields.name),
    ).toEqual(['broken']);
    store.close();
  });

  it('journals the leads while another process holds the database, and moves them in once it lets go', async () => {
    const path = join(folder(), 'leads.sqlite');
    const store = openLeadStore(path);
    const locker = new Database(path);
    locker.exec('BEGIN EXCLUSIVE');
    const started = performance.now();
    expect(await store.save(lead('during the lock'))).toBeNull();
    // A short busy wait, not the five seconds that froze the server.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(
      openFallbackJournal<NewLead>(folder())
        .read()
        .map((kept) => kept.fields.name),
    ).toEqual(['during the lock']);
    locker.exec('COMMIT');
    locker.close();
    await vi.waitFor(() => expect(readNames(path)).toEqual(['during the lock']), { timeout: 5_000 });
    expect(openFallbackJournal<NewLead>(folder()).read()).toEqual([]);
    store.close();
  });

  it('refuses a save only when the journal cannot be written either, tells of it once, and keeps nothing in memory', async () => {
    const path = join(folder(), 'leads.sqlite');
    const journalDir = join(folder(), 'journal');
    const unstored: string[] = [];
    const store = openLeadStore(path, { fallbackDir: journalDir });
    store.events.on('unstored', (leads) => unstored.push(...leads.map((one) => one.fields.name)));
    // A file where the journal's folder was: the journal cannot be written now.
    await rm(journalDir, { recursive: true, force: true });
    await writeFile(journalDir, '');
    const locker = new Database(path);
    locker.exec('BEGIN EXCLUSIVE');
    await expect(store.save(lead('stored nowhere'))).rejects.toBeInstanceOf(StorageUnavailableError);
    locker.exec('COMMIT');
    locker.close();
    expect(await store.save(lead('after the lock'))).toBeTypeOf('number');
    expect(readNames(path)).toEqual(['after the lock']);
    expect(unstored).toEqual(['stored nowhere']);
    expect(store.storage()).toMatchObject({ journaling: false, journal: { rows: 0, bytes: 0 } });
    store.close();
  });

  it('imports a journal left by an earlier run at start, once per submission id', async () => {
    const path = join(folder(), 'leads.sqlite');
    const left = lead('left in the journal');
    openFallbackJournal<NewLead>(folder()).append([left, left]);
    const store = openLeadStore(path);
    expect(readNames(path)).toEqual(['left in the journal']);
    expect(openFallbackJournal<NewLead>(folder()).read()).toEqual([]);
    openFallbackJournal<NewLead>(folder()).append([left]);
    store.close();
    openLeadStore(path).close();
    expect(readNames(path)).toEqual(['left in the journal']);
  });

  it('commits what is pending when closed, and refuses saves after', async () => {
    const path = join(folder(), 'leads.sqlite');
    const store = openLeadStore(path);
    const pending = store.save(lead('last'));
    store.close();
    expect(await pending).toBe(1);
    await expect(store.save(lead('too late'))).rejects.toThrow('The lead store is closed.');
    expect(readNames(path)).toEqual(['last']);
  });

  it('keeps the rows when reopened', async () => {
    const path = join(folder(), 'leads.sqlite');
    const first = openLeadStore(path);
    await first.save(lead('one'));
    first.close();
    const second = openLeadStore(path);
    await second.save(lead('two'));
    second.close();
    expect(readNames(path)).toEqual(['one', 'two']);
  });
});
