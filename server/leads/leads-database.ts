// The leads database: its schema and migrations, and opening it durably, for the server and for `npm run leads`.
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { ensureAutoincrement } from './leads-autoincrement';

const schemaVersion = 4;

/**
 * Version 1 held the leads alone. Version 2 adds what keeps every plausible lead and tells the
 * owner of it: a held (quarantined) lead with its reasons and the fields the form does not know,
 * a submission id that makes a replayed post recognisable, and the outbox of deliveries, written
 * in the same transaction as their lead. Version 3 adds where a widget's lead came from beside
 * its partner: the host page and its UTM tags, as one JSON object (null for the site's own forms),
 * so a tag the form contract adds later needs no new column. Version 4 gives every lead a submission
 * id (the notifications' ids come from it, never from the row id) and each delivery its kind: a lead, or a
 * held post the owner is told of as such. A leads table made before AUTOINCREMENT is rebuilt with it at open
 * (leads-autoincrement.ts), whatever its version.
 */
const schema = `
  CREATE TABLE IF NOT EXISTS leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    form_name TEXT NOT NULL,
    fields TEXT NOT NULL,
    partner TEXT,
    client_address TEXT NOT NULL,
    user_agent TEXT,
    spam INTEGER NOT NULL DEFAULT 0,
    submission_id TEXT,
    held INTEGER NOT NULL DEFAULT 0,
    reasons TEXT NOT NULL DEFAULT '[]',
    extras TEXT,
    attribution TEXT
  );
  CREATE INDEX IF NOT EXISTS leads_received_at ON leads (received_at);
  CREATE UNIQUE INDEX IF NOT EXISTS leads_submission_id ON leads (submission_id);
  CREATE INDEX IF NOT EXISTS leads_held ON leads (held, spam);
  CREATE TABLE IF NOT EXISTS deliveries (
    id INTEGER PRIMARY KEY,
    lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    channel TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    next_attempt_at TEXT NOT NULL,
    sent_at TEXT,
    last_error TEXT,
    kind TEXT NOT NULL DEFAULT 'lead' CHECK (kind IN ('lead', 'held')),
    UNIQUE (lead_id, channel)
  );
  CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);
  CREATE INDEX IF NOT EXISTS deliveries_sent ON deliveries (channel, sent_at);
`;

/** Brings a version 1 database to version 2: the leads table gains its new columns. */
const fromVersion1 = `
  ALTER TABLE leads ADD COLUMN submission_id TEXT;
  ALTER TABLE leads ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE leads ADD COLUMN reasons TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE leads ADD COLUMN extras TEXT;
`;

/** Brings a version 2 database to version 3: the leads table gains the page attribution. */
const fromVersion2 = `
  ALTER TABLE leads ADD COLUMN attribution TEXT;
`;

/** A random version 4 UUID in SQL, for the rows stored before every lead had a submission id. */
const sqlUuid = `lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
  || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))`;

/**
 * Brings a version 3 database to version 4: every lead gets a submission id, every delivery a kind.
 * A version 1 file has no deliveries yet: the schema creates them, kind and all.
 */
function fromVersion3(db: Database.Database): void {
  db.exec(`UPDATE leads SET submission_id = ${sqlUuid} WHERE submission_id IS NULL`);
  if (db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'deliveries'`).get()) {
    db.exec(`ALTER TABLE deliveries ADD COLUMN kind TEXT NOT NULL DEFAULT 'lead' CHECK (kind IN ('lead', 'held'))`);
  }
}

/** The step from each version to the next, by the version it starts from. */
const migrations: Record<number, string | ((db: Database.Database) => void)> = {
  1: fromVersion1,
  2: fromVersion2,
  3: fromVersion3,
};

/** Thrown when `mustExist` is set and there is no database file yet. */
export class MissingDatabaseError extends Error {}

/** `db`, once its schema is known to be one this server reads; closed and refused otherwise. */
function checkedVersion(db: Database.Database, path: string): Database.Database {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version <= schemaVersion) return db;
  db.close();
  throw new Error(`${path} was written by a newer version of this server (schema ${version}, this one knows ${schemaVersion}).`);
}

/**
 * Takes group and world access away from the database's existing folder, made before the server
 * made its own 0700 (or by hand). Not a shared folder: not one with the sticky bit (/tmp), not
 * the working or home directory, nor one of another user, whose other files are not ours to hide.
 */
function tightenFolder(dir: string): void {
  const folder = resolve(dir);
  const { mode, uid } = statSync(folder);
  if ((mode & 0o077) === 0 || mode & 0o1000 || uid !== process.getuid?.()) return;
  if (folder === process.cwd() || folder === homedir()) return;
  chmodSync(folder, mode & 0o700);
}

interface OpenOptions {
  /** Refuse to create the file: MissingDatabaseError when there is none yet. */
  mustExist?: boolean;
  /** Open for reading only, as `npm run leads` does to list: nothing is written, not even the schema. */
  readonly?: boolean;
  /** How long a write waits for another process's lock; the server waits briefly and journals instead. */
  busyTimeoutMs?: number;
}

/**
 * Opens (and, unless `mustExist` or `readonly`, creates) the leads database. WAL lets `npm run
 * leads` read while the server writes; synchronous=FULL makes every commit reach the disk before
 * it returns, so an acknowledged lead survives a crash or a power cut, not only a killed process.
 * The leads are personal information (BC PIPA): its folder is the owner's alone (0700; one that
 * existed is tightened, see tightenFolder), and so is the database file (0600), whose WAL files
 * SQLite creates with the same mode.
 */
export function openLeadsDatabase(
  path: string,
  { mustExist = false, readonly = false, busyTimeoutMs = 5000 }: OpenOptions = {},
): Database.Database {
  const exists = path === ':memory:' || existsSync(path);
  if (!exists) {
    if (mustExist || readonly) throw new MissingDatabaseError(`No leads database at ${path}.`);
    if (!existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  }
  let db: Database.Database;
  try {
    db = new Database(path, { readonly, fileMustExist: readonly });
  } catch (error) {
    throw new Error(`Could not open the leads database ${path}: ${(error as Error).message}`, { cause: error });
  }
  if (readonly) return checkedVersion(db, path);
  if (path !== ':memory:') {
    chmodSync(path, 0o600);
    tightenFolder(dirname(path));
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    db.pragma('foreign_keys = ON');
    const version = checkedVersion(db, path).pragma('user_version', { simple: true }) as number;
    db.transaction(() => {
      // Version 0 is a new file, which the schema below creates whole; an older one is brought up step by step.
      for (let from = version || schemaVersion; from < schemaVersion; from++) {
        const step = migrations[from];
        if (typeof step === 'string') db.exec(step);
        else step(db);
      }
      db.exec(schema);
      if (version < schemaVersion) db.pragma(`user_version = ${schemaVersion}`);
    })();
    // After the steps above, so that a column they add is copied too.
    ensureAutoincrement(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
