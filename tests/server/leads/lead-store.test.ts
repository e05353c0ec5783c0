// @vitest-environment node
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openFallbackJournal } from '../../../server/leads/fallback-journal';
import { openLeadStore, StorageUnavailableError, type NewLead } from '../../../server/leads/lead-store';
import { MissingDatabaseError, openLeadsDatabase } from '../../../server/leads/leads-database';
import { findLeads } from '../../../server/leads/stored-leads';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lead-store-test-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

const lead = (name: string): NewLead => ({
  formName: 'contact',
  fields: { name, message: 'Hello' },
  partner: null,
  attribution: {},
  spam: false,
  extras: null,
  reasons: [],
  submissionId: randomUUID(),
  receivedAt: new Date().toISOString(),
  clientAddress: '127.0.0.1',
  userAgent: 'test',
});

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

/** A database as version 2 of the server left it: one lead from a partner, with a pending e-mail. */
function writeVersion2(path: string): void {
  const old = new Database(path);
  old.exec(`
    CREATE TABLE leads (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, form_name TEXT NOT NULL, fields TEXT NOT NULL,
      partner TEXT, client_address TEXT NOT NULL, user_agent TEXT, spam INTEGER NOT NULL DEFAULT 0, submission_id TEXT,
      held INTEGER NOT NULL DEFAULT 0, reasons TEXT NOT NULL DEFAULT '[]', extras TEXT);
    CREATE INDEX leads_received_at ON leads (received_at);
    CREATE UNIQUE INDEX leads_submission_id ON leads (submission_id);
    CREATE TABLE deliveries (id INTEGER PRIMARY KEY, lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      channel TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, next_attempt_at TEXT NOT NULL, sent_at TEXT, last_error TEXT,
      UNIQUE (lead_id, channel));
    CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
    INSERT INTO leads (received_at, form_name, fields, partner, client_address, user_agent, submission_id)
      VALUES ('2025-03-01T10:00:00.000Z', 'contact', '{"name":"Kept"}', 'acme', '127.0.0.1', 'test', 'a-submission');
    INSERT INTO deliveries (lead_id, channel, created_at, next_attempt_at)
      VALUES (1, 'email', '2025-03-01T10:00:00.000Z', '2025-03-01T10:00:00.000Z');
  `);
  old.pragma('user_version = 2');
  old.close();
}

describe('openLeadStore', () => {
  it('creates the database, and its folder, in WAL mode with full sync', () => {
    const path = join(dir, 'nested/folder/leads.sqlite');
    openLeadStore(path).close();
    const db = new Database(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    db.close();
  });

  it('resolves a save only once another connection can read the row', async () => {
    const path = join(dir, 'leads.sqlite');
    const store = openLeadStore(path);
    const id = await store.save(lead('Avery'));
    expect(id).toBe(1);
    expect(readNames(path)).toEqual(['Avery']);
    store.close();
  });

  it('commits saves made together in one go, in order, each with its own id', async () => {
    const path = join(dir, 'leads.sqlite');
    const store = openLeadStore(path);
    const ids = await Promise.all(['a', 'b', 'c'].map((name) => store.save(lead(name))));
    expect(ids).toEqual([1, 2, 3]);
    expect(readNames(path)).toEqual(['a', 'b', 'c']);
    store.close();
  });

  it('when one lead of a batch breaks a constraint, saves the others and keeps that one in the fallback journal', async () => {
    const path = join(dir, 'leads.sqlite');
    const store = openLeadStore(path);
    // A lead without a client address breaks the table's NOT NULL rule, as a real fault would.
    const broken = { ...lead('broken'), clientAddress: null as unknown as string };
    // Saves made in one turn of the event loop go into one transaction.
    const results = await Promise.all([store.save(lead('a')), store.save(broken), store.save(lead('c'))]);
    expect(results.map((result) => typeof result)).toEqual(['number', 'object', 'number']);
    expect(results[1]).toBeNull();
    expect(readNames(path)).toEqual(['a', 'c']);
    expect(
      openFallbackJournal(dir)
        .read()
        .map((kept) => kept.fields.name),
    ).toEqual(['broken']);
    store.close();
  });

  it('journals the leads while another process holds the database, and moves them in once it lets go', async () => {
    const path = join(dir, 'leads.sqlite');
    const store = openLeadStore(path);
    const locker = new Database(path);
    locker.exec('BEGIN EXCLUSIVE');
    const started = performance.now();
    expect(await store.save(lead('during the lock'))).toBeNull();
    // A short busy wait, not the five seconds that froze the server.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(
      openFallbackJournal(dir)
        .read()
        .map((kept) => kept.fields.name),
    ).toEqual(['during the lock']);
    locker.exec('COMMIT');
    locker.close();
    await vi.waitFor(() => expect(readNames(path)).toEqual(['during the lock']), { timeout: 5_000 });
    expect(openFallbackJournal(dir).read()).toEqual([]);
    store.close();
  });

  it('refuses a save only when the journal cannot be written either, and stores the lead from memory later', async () => {
    const path = join(dir, 'leads.sqlite');
    await writeFile(join(dir, 'not-a-folder'), '');
    const store = openLeadStore(path, { fallbackDir: join(dir, 'not-a-folder') });
    const locker = new Database(path);
    locker.exec('BEGIN EXCLUSIVE');
    await expect(store.save(lead('kept in memory'))).rejects.toBeInstanceOf(StorageUnavailableError);
    locker.exec('COMMIT');
    locker.close();
    await vi.waitFor(() => expect(readNames(path)).toEqual(['kept in memory']), { timeout: 5_000 });
    store.close();
  });

  it('imports a journal left by an earlier run at start, once per submission id', async () => {
    const path = join(dir, 'leads.sqlite');
    const left = lead('left in the journal');
    openFallbackJournal(dir).append([left, left]);
    const store = openLeadStore(path);
    expect(readNames(path)).toEqual(['left in the journal']);
    expect(openFallbackJournal(dir).read()).toEqual([]);
    openFallbackJournal(dir).append([left]);
    store.close();
    openLeadStore(path).close();
    expect(readNames(path)).toEqual(['left in the journal']);
  });

  it('commits what is pending when closed, and refuses saves after', async () => {
    const path = join(dir, 'leads.sqlite');
    const store = openLeadStore(path);
    const pending = store.save(lead('last'));
    store.close();
    expect(await pending).toBe(1);
    await expect(store.save(lead('too late'))).rejects.toThrow('The lead store is closed.');
    expect(readNames(path)).toEqual(['last']);
  });

  it('keeps the rows when reopened', async () => {
    const path = join(dir, 'leads.sqlite');
    const first = openLeadStore(path);
    await first.save(lead('one'));
    first.close();
    const second = openLeadStore(path);
    await second.save(lead('two'));
    second.close();
    expect(readNames(path)).toEqual(['one', 'two']);
  });
});

describe('openLeadsDatabase', () => {
  it('with mustExist, throws MissingDatabaseError and creates nothing when there is no file yet', () => {
    const path = join(dir, 'missing/leads.sqlite');
    expect(() => openLeadsDatabase(path, { mustExist: true })).toThrow(MissingDatabaseError);
    expect(existsSync(join(dir, 'missing'))).toBe(false);
  });

  it('refuses a database written by a newer schema, naming both versions', () => {
    const path = join(dir, 'leads.sqlite');
    const newer = new Database(path);
    newer.pragma('user_version = 4');
    newer.close();
    expect(() => openLeadsDatabase(path)).toThrow('(schema 4, this one knows 3)');
    expect(() => openLeadsDatabase(path, { readonly: true })).toThrow('(schema 4, this one knows 3)');
  });

  it('brings a version 1 database to version 3 and keeps its leads', () => {
    const path = join(dir, 'leads.sqlite');
    const old = new Database(path);
    old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, form_name TEXT NOT NULL, fields TEXT NOT NULL,
      partner TEXT, client_address TEXT NOT NULL, user_agent TEXT, spam INTEGER NOT NULL DEFAULT 0)`);
    old
      .prepare(
        `INSERT INTO leads (received_at, form_name, fields, client_address) VALUES ('2025-03-01T10:00:00.000Z', 'contact', '{"name":"Kept"}', '127.0.0.1')`,
      )
      .run();
    old.pragma('user_version = 1');
    old.close();
    const db = openLeadsDatabase(path);
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(db.prepare('SELECT fields, held, reasons, extras, submission_id, attribution FROM leads').get()).toEqual({
      fields: '{"name":"Kept"}',
      held: 0,
      reasons: '[]',
      extras: null,
      submission_id: null,
      attribution: null,
    });
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'deliveries'").get()).toEqual({ n: 1 });
    db.close();
  });

  it('brings a version 2 database to version 3 and keeps its leads, their deliveries and their partner', () => {
    const path = join(dir, 'leads.sqlite');
    writeVersion2(path);
    const db = openLeadsDatabase(path);
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(findLeads(db, { held: true })).toEqual([]);
    expect(findLeads(db)).toEqual([
      {
        id: 1,
        receivedAt: '2025-03-01T10:00:00.000Z',
        formName: 'contact',
        fields: { name: 'Kept' },
        partner: 'acme',
        attribution: {},
        clientAddress: '127.0.0.1',
        userAgent: 'test',
        spam: false,
        held: false,
        reasons: [],
        extras: null,
      },
    ]);
    expect(db.prepare('SELECT lead_id, channel, status FROM deliveries').all()).toEqual([
      { lead_id: 1, channel: 'email', status: 'pending' },
    ]);
    db.close();
  });

  it('reads a version 2 database read-only, before the server has brought it to version 3', () => {
    const path = join(dir, 'leads.sqlite');
    writeVersion2(path);
    const db = openLeadsDatabase(path, { readonly: true });
    expect(findLeads(db).map((found) => [found.partner, found.attribution])).toEqual([['acme', {}]]);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    db.close();
  });

  it('stores the page and UTM tags a widget posted, and reads them back; a lead from the site itself stores none', async () => {
    const path = join(dir, 'leads.sqlite');
    const store = openLeadStore(path);
    const attribution = { page: 'https://acme.example/strata', utm_source: 'newsletter', utm_campaign: 'spring' };
    await store.save({ ...lead('From a widget'), partner: 'acme', attribution });
    await store.save(lead('From the site'));
    // A lead an earlier version left in the fallback journal has no attribution at all.
    const { attribution: _, ...journalled } = lead('From an old journal');
    await store.save(journalled);
    store.close();
    const db = openLeadsDatabase(path, { readonly: true });
    expect(db.prepare('SELECT partner, attribution FROM leads ORDER BY id').all()).toEqual([
      { partner: 'acme', attribution: JSON.stringify(attribution) },
      { partner: null, attribution: null },
      { partner: null, attribution: null },
    ]);
    expect(findLeads(db).map((found) => found.attribution)).toEqual([{}, {}, attribution]);
    db.close();
  });

  it("keeps the leads the owner's alone: a folder it creates is 0700, the database and its WAL 0600 (BC PIPA)", async () => {
    const path = join(dir, 'private/leads.sqlite');
    const store = openLeadStore(path);
    await store.save(lead('Mode Check'));
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(join(dir, 'private'))).toBe(0o700);
    expect(mode(path)).toBe(0o600);
    expect(mode(`${path}-wal`)).toBe(0o600);
    store.close();
  });

  it('opens for reading only when asked: the rows are there, and a write is refused', async () => {
    const path = join(dir, 'leads.sqlite');
    const store = openLeadStore(path);
    await store.save(lead('Read Only'));
    store.close();
    const db = openLeadsDatabase(path, { readonly: true });
    expect(db.readonly).toBe(true);
    expect(findLeads(db).map((found) => found.fields.name)).toEqual(['Read Only']);
    expect(() => db.prepare('DELETE FROM leads').run()).toThrow(/readonly/i);
    db.close();
    expect(() => openLeadsDatabase(join(dir, 'none.sqlite'), { readonly: true })).toThrow(MissingDatabaseError);
  });
});

describe('findLeads', () => {
  let db: Database.Database;

  /** Inserts a lead; spam is held, as the endpoint stores it, and so is a lead with `reasons`. */
  function insert(id: number, formName: string, receivedAt: string, spam = false, reasons: string[] = spam ? ['spam'] : []) {
    db.prepare(
      `INSERT INTO leads (id, received_at, form_name, fields, partner, client_address, user_agent, spam, held, reasons)
       VALUES (?, ?, ?, ?, NULL, '127.0.0.1', NULL, ?, ?, ?)`,
    ).run(
      id,
      receivedAt,
      formName,
      JSON.stringify({ name: `Lead ${id}` }),
      spam ? 1 : 0,
      reasons.length > 0 ? 1 : 0,
      JSON.stringify(reasons),
    );
  }

  beforeEach(() => {
    db = openLeadsDatabase(':memory:');
    insert(1, 'contact', '2025-03-01T10:00:00.000Z');
    insert(2, 'quote-request', '2025-03-02T10:00:00.000Z');
    insert(3, 'contact', '2025-03-03T10:00:00.000Z', true);
    insert(4, 'membership-quote', '2025-03-04T10:00:00.000Z');
  });

  afterEach(() => db.close());

  const ids = (filter: Parameters<typeof findLeads>[1]) => findLeads(db, filter).map((lead) => lead.id);

  it('lists the leads newest first, without spam', () => {
    expect(ids({})).toEqual([4, 2, 1]);
  });

  it('includes spam when asked, flagged', () => {
    expect(ids({ includeSpam: true })).toEqual([4, 3, 2, 1]);
    expect(findLeads(db, { includeSpam: true })[1]).toMatchObject({ id: 3, spam: true, fields: { name: 'Lead 3' } });
  });

  it('filters by form, and by a since (inclusive) and until (exclusive) instant', () => {
    expect(ids({ formName: 'contact', includeSpam: true })).toEqual([3, 1]);
    expect(ids({ since: new Date('2025-03-02T10:00:00.000Z') })).toEqual([4, 2]);
    expect(ids({ until: new Date('2025-03-02T10:00:00.000Z') })).toEqual([1]);
  });

  it('stops at the limit', () => {
    expect(ids({ limit: 2 })).toEqual([4, 2]);
  });

  it('lists the held leads apart, spam among them, each with its reasons', () => {
    insert(5, 'contact', '2025-03-05T10:00:00.000Z', false, ['"email" is missing']);
    expect(ids({})).toEqual([4, 2, 1]);
    expect(ids({ held: true })).toEqual([5, 3]);
    expect(findLeads(db, { held: true })[0]).toMatchObject({ id: 5, held: true, spam: false, reasons: ['"email" is missing'] });
  });
});
