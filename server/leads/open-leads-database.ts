// Opens the SQLite file the leads live in, durable against crashes, and creates its table.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const schemaVersion = 1;

const schema = `
  CREATE TABLE IF NOT EXISTS leads (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    form_name TEXT NOT NULL,
    fields TEXT NOT NULL,
    partner TEXT,
    client_address TEXT NOT NULL,
    user_agent TEXT,
    spam INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS leads_received_at ON leads (received_at);
`;

/** Thrown when `mustExist` is set and there is no database file yet. */
export class MissingDatabaseError extends Error {}

/**
 * Opens (and, unless `mustExist`, creates) the leads database. WAL lets `npm run leads`
 * read while the server writes; synchronous=FULL makes every commit reach the disk before
 * it returns, so an acknowledged lead survives a crash or a power cut, not only a killed process.
 */
export function openLeadsDatabase(path: string, { mustExist = false } = {}): Database.Database {
  if (path !== ':memory:') {
    if (!existsSync(path)) {
      if (mustExist) throw new MissingDatabaseError(`No leads database at ${path}.`);
      mkdirSync(dirname(path), { recursive: true });
    }
  }
  let db: Database.Database;
  try {
    db = new Database(path);
  } catch (error) {
    throw new Error(`Could not open the leads database ${path}: ${(error as Error).message}`, { cause: error });
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > schemaVersion) {
      throw new Error(`${path} was written by a newer version of this server (schema ${version}, this one knows ${schemaVersion}).`);
    }
    db.exec(schema);
    if (version < schemaVersion) db.pragma(`user_version = ${schemaVersion}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
