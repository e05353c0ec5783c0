// @vitest-environment node
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLeadsDatabase } from '../../../server/leads/leads-database';
import { testFolder } from './lead-fixtures';

const folder = testFolder('leads-autoincrement-test-');

const insertLead = (db: Database.Database, name: string) =>
  Number(
    db
      .prepare(
        `INSERT INTO leads (received_at, form_name, fields, client_address) VALUES ('2025-03-01T10:00:00.000Z', 'contact', ?, '127.0.0.1')`,
      )
      .run(JSON.stringify({ name })).lastInsertRowid,
  );

/** A version 3 database as the server wrote it before AUTOINCREMENT, with a column a later version added. */
function writeVersion3WithExtraColumn(path: string): void {
  const old = new Database(path);
  old.exec(`
    CREATE TABLE leads (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, form_name TEXT NOT NULL, fields TEXT NOT NULL,
      partner TEXT, client_address TEXT NOT NULL, user_agent TEXT, spam INTEGER NOT NULL DEFAULT 0, submission_id TEXT,
      held INTEGER NOT NULL DEFAULT 0, reasons TEXT NOT NULL DEFAULT '[]', extras TEXT, attribution TEXT);
    ALTER TABLE leads ADD COLUMN uuid TEXT;
    CREATE INDEX leads_received_at ON leads (received_at);
    CREATE UNIQUE INDEX leads_submission_id ON leads (submission_id);
    CREATE TABLE deliveries (id INTEGER PRIMARY KEY, lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      channel TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL, next_attempt_at TEXT NOT NULL, sent_at TEXT, last_error TEXT, UNIQUE (lead_id, channel));
  `);
  for (const id of [1, 2, 3]) {
    old
      .prepare(
        `INSERT INTO leads (id, received_at, form_name, fields, client_address, submission_id, uuid)
         VALUES (?, '2025-03-01T10:00:00.000Z', 'contact', '{}', '127.0.0.1', ?, ?)`,
      )
      .run(id, `submission-${id}`, `uuid-${id}`);
    old.prepare(`INSERT INTO deliveries (lead_id, channel, created_at, next_attempt_at) VALUES (?, 'email', 'x', 'x')`).run(id);
  }
  old.pragma('user_version = 3');
  old.close();
}

describe('lead ids', () => {
  it('are never given again after the newest lead is deleted', () => {
    const db = openLeadsDatabase(join(folder(), 'leads.sqlite'));
    insertLead(db, 'First');
    const newest = insertLead(db, 'Second');
    db.prepare('DELETE FROM leads WHERE id = ?').run(newest);
    expect(insertLead(db, 'Third')).toBe(newest + 1);
    db.close();
  });

  it('an older database is rebuilt with AUTOINCREMENT at open, keeping every column, value, delivery and index', () => {
    const path = join(folder(), 'leads.sqlite');
    writeVersion3WithExtraColumn(path);
    let db = openLeadsDatabase(path);
    expect(db.prepare('SELECT id, uuid FROM leads ORDER BY id').all()).toEqual([1, 2, 3].map((id) => ({ id, uuid: `uuid-${id}` })));
    expect(db.prepare('SELECT lead_id FROM deliveries ORDER BY lead_id').all()).toEqual([1, 2, 3].map((lead_id) => ({ lead_id })));
    const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads' AND sql IS NOT NULL").all();
    expect(indexes).toEqual(expect.arrayContaining([{ name: 'leads_received_at' }, { name: 'leads_submission_id' }]));
    expect(() => db.prepare(`UPDATE leads SET submission_id = 'submission-1' WHERE id = 2`).run()).toThrow(/UNIQUE/);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);

    db.prepare('DELETE FROM leads WHERE id = 3').run();
    expect(db.prepare('SELECT count(*) AS n FROM deliveries').get()).toEqual({ n: 2 });
    expect(insertLead(db, 'After')).toBe(4);
    db.close();

    // A second open finds nothing to do, and the ids still run on.
    db = openLeadsDatabase(path);
    expect(db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 3 });
    db.prepare('DELETE FROM leads WHERE id = 4').run();
    expect(insertLead(db, 'Later')).toBe(5);
    db.close();
  });
});
