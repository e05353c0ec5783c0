// @vitest-environment node
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLeadStore } from '../../../server/leads/lead-store';
import { MissingDatabaseError, openLeadsDatabase } from '../../../server/leads/leads-database';
import { findLeads } from '../../../server/leads/stored-leads';
import { lead, testFolder } from './lead-fixtures';

const folder = testFolder('leads-database-test-');

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

describe('openLeadsDatabase', () => {
  it('with mustExist, throws MissingDatabaseError and creates nothing when there is no file yet', () => {
    const path = join(folder(), 'missing/leads.sqlite');
    expect(() => openLeadsDatabase(path, { mustExist: true })).toThrow(MissingDatabaseError);
    expect(existsSync(join(folder(), 'missing'))).toBe(false);
  });

  it('refuses a database written by a newer schema, naming both versions', () => {
    const path = join(folder(), 'leads.sqlite');
    const newer = new Database(path);
    newer.pragma('user_version = 5');
    newer.close();
    expect(() => openLeadsDatabase(path)).toThrow('(schema 5, this one knows 4)');
    expect(() => openLeadsDatabase(path, { readonly: true })).toThrow('(schema 5, this one knows 4)');
  });

  it('brings a version 1 database to version 4 and keeps its leads, each with a submission id now', () => {
    const path = join(folder(), 'leads.sqlite');
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
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    expect(db.prepare('SELECT fields, held, reasons, extras, submission_id, attribution FROM leads').get()).toEqual({
      fields: '{"name":"Kept"}',
      held: 0,
      reasons: '[]',
      extras: null,
      submission_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      attribution: null,
    });
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'deliveries'").get()).toEqual({ n: 1 });
    db.close();
  });

  it('brings a version 2 database to version 4 and keeps its leads, their deliveries and their partner', () => {
    const path = join(folder(), 'leads.sqlite');
    writeVersion2(path);
    const db = openLeadsDatabase(path);
    expect(db.pragma('user_version', { simple: true })).toBe(4);
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
    expect(db.prepare('SELECT lead_id, channel, status, kind FROM deliveries').all()).toEqual([
      { lead_id: 1, channel: 'email', status: 'pending', kind: 'lead' },
    ]);
    db.close();
  });

  it('reads a version 2 database read-only, before the server has brought it to version 3', () => {
    const path = join(folder(), 'leads.sqlite');
    writeVersion2(path);
    const db = openLeadsDatabase(path, { readonly: true });
    expect(findLeads(db).map((found) => [found.partner, found.attribution])).toEqual([['acme', {}]]);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    db.close();
  });

  it('stores the page and UTM tags a widget posted, and reads them back; a lead from the site itself stores none', async () => {
    const path = join(folder(), 'leads.sqlite');
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
    const path = join(folder(), 'private/leads.sqlite');
    const store = openLeadStore(path);
    await store.save(lead('Mode Check'));
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(join(folder(), 'private'))).toBe(0o700);
    expect(mode(path)).toBe(0o600);
    expect(mode(`${path}-wal`)).toBe(0o600);
    store.close();
  });

  it('tightens an existing folder of the database to 0700, but leaves a shared one (sticky, like /tmp) alone', () => {
    const open = join(folder(), 'open');
    mkdirSync(open, { mode: 0o755 });
    chmodSync(open, 0o755);
    openLeadsDatabase(join(open, 'leads.sqlite')).close();
    expect(statSync(open).mode & 0o7777).toBe(0o700);

    const shared = join(folder(), 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    openLeadsDatabase(join(shared, 'leads.sqlite')).close();
    expect(statSync(shared).mode & 0o7777).toBe(0o1777);
  });

  it('opens for reading only when asked: the rows are there, and a write is refused', async () => {
    const path = join(folder(), 'leads.sqlite');
    const store = openLeadStore(path);
    await store.save(lead('Read Only'));
    store.close();
    const db = openLeadsDatabase(path, { readonly: true });
    expect(db.readonly).toBe(true);
    expect(findLeads(db).map((found) => found.fields.name)).toEqual(['Read Only']);
    expect(() => db.prepare('DELETE FROM leads').run()).toThrow(/readonly/i);
    db.close();
    expect(() => openLeadsDatabase(join(folder(), 'none.sqlite'), { readonly: true })).toThrow(MissingDatabaseError);
  });
});
