// Gives the leads table AUTOINCREMENT: without it SQLite hands the id of a deleted newest row to the
// next lead, and a restored backup starts counting from its own newest row, so two leads could share an id.
import type Database from 'better-sqlite3';

/** True when the leads table's ids are never reused. */
function hasAutoincrement(db: Database.Database): boolean {
  const row = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get() as { sql: string } | undefined;
  return row === undefined || /\bAUTOINCREMENT\b/i.test(row.sql);
}

/**
 * Rebuilds a leads table made without AUTOINCREMENT, as SQLite's documented way to change a table
 * goes (sqlite.org/lang_altertable.html, "other kinds of table schema changes"): the new table is
 * made from the old one's own CREATE statement with AUTOINCREMENT added, so every column it has
 * (whatever a migration added) is copied with its values, ids kept; its indexes are made again from
 * their own statements. Foreign keys are off during the rebuild, or dropping the old table would
 * delete every delivery through ON DELETE CASCADE, and on again after it; a broken reference rolls
 * the rebuild back. Does nothing once the table has AUTOINCREMENT, so it runs at every open.
 */
export function ensureAutoincrement(db: Database.Database): void {
  if (hasAutoincrement(db)) return;
  const { sql } = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get() as { sql: string };
  const indexes = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads' AND sql IS NOT NULL")
    .all() as Array<{ sql: string }>;
  const rebuilt = sql
    .replace(/^CREATE TABLE\s+(IF NOT EXISTS\s+)?("leads"|leads)/i, 'CREATE TABLE leads_rebuilt')
    .replace(/\bid\s+INTEGER\s+PRIMARY\s+KEY\b/i, '$& AUTOINCREMENT');
  if (!rebuilt.startsWith('CREATE TABLE leads_rebuilt') || !/AUTOINCREMENT/.test(rebuilt)) {
    throw new Error(`Cannot add AUTOINCREMENT to the leads table as it stands: ${sql}`);
  }
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) === 1;
  // Outside the transaction: SQLite ignores this pragma inside one.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      db.exec(rebuilt);
      db.exec('INSERT INTO leads_rebuilt SELECT * FROM leads');
      db.exec('DROP TABLE leads');
      db.exec('ALTER TABLE leads_rebuilt RENAME TO leads');
      for (const index of indexes) db.exec(index.sql);
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw new Error(`Rebuilding the leads table would break ${broken.length} foreign key(s); left as it was.`);
    })();
  } finally {
    if (foreignKeys) db.pragma('foreign_keys = ON');
  }
}
