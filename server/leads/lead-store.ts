// The lead table in one place: its schema, opening it durably, storing accepted submissions, reading leads back.
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FormName } from '../../common/contract/form-fields';
import type { PageAttribution, Submission } from '../intake/validate-submission';
import type { Channel } from '../notify/notify-config';
import { openFallbackJournal } from './fallback-journal';
import { enqueueDeliveries } from '../notify/outbox';

const schemaVersion = 3;

/**
 * Version 1 held the leads alone. Version 2 adds what keeps every plausible lead and tells the
 * owner of it: a held (quarantined) lead with its reasons and the fields the form does not know,
 * a submission id that makes a replayed post recognisable, and the outbox of deliveries, written
 * in the same transaction as their lead. Version 3 adds where a widget's lead came from beside
 * its partner: the host page and its UTM tags, as one JSON object (null for the site's own forms),
 * so a tag the form contract adds later needs no new column.
 */
const schema = `
  CREATE TABLE IF NOT EXISTS leads (
    id INTEGER PRIMARY KEY,
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
    UNIQUE (lead_id, channel)
  );
  CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);
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

/** The step from each version to the next, by the version it starts from. */
const migrations: Record<number, string> = { 1: fromVersion1, 2: fromVersion2 };

/** A row of the leads table, as SQLite returns it. */
interface LeadRow {
  id: number;
  received_at: string;
  form_name: string;
  fields: string;
  partner: string | null;
  client_address: string;
  user_agent: string | null;
  spam: number;
  held: number;
  reasons: string;
  extras: string | null;
  /** Missing from a version 2 database read before the server has brought it to version 3. */
  attribution?: string | null;
}

/** Thrown when `mustExist` is set and there is no database file yet. */
export class MissingDatabaseError extends Error {}

/** `db`, once its schema is known to be one this server reads; closed and refused otherwise. */
function checkedVersion(db: Database.Database, path: string): Database.Database {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version <= schemaVersion) return db;
  db.close();
  throw new Error(`${path} was written by a newer version of this server (schema ${version}, this one knows ${schemaVersion}).`);
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
 * The leads are personal information (BC PIPA): a folder it creates is the owner's alone (0700),
 * and so is the database file (0600), whose WAL files SQLite creates with the same mode.
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
  if (path !== ':memory:') chmodSync(path, 0o600);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    db.pragma('foreign_keys = ON');
    const version = checkedVersion(db, path).pragma('user_version', { simple: true }) as number;
    db.transaction(() => {
      // Version 0 is a new file, which the schema below creates whole; an older one is brought up step by step.
      if (version > 0) for (let from = version; from < schemaVersion; from++) db.exec(migrations[from]);
      db.exec(schema);
      if (version < schemaVersion) db.pragma(`user_version = ${schemaVersion}`);
    })();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A lead as stored. */
export interface StoredLead {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
  formName: string;
  fields: Record<string, string>;
  partner: string | null;
  /** The host page and its UTM tags a widget posted; empty for the site's own forms. */
  attribution: PageAttribution;
  clientAddress: string;
  userAgent: string | null;
  spam: boolean;
  /** Held (quarantined) for the owner to look at, and why; never sent on until released. */
  held: boolean;
  reasons: string[];
  /** Fields the form does not know, kept verbatim. */
  extras: Record<string, string[]> | null;
}

/** Which leads `findLeads` returns; every part is optional. */
export interface LeadFilter {
  formName?: FormName;
  /** Received at or after this instant. */
  since?: Date;
  /** Received before this instant. */
  until?: Date;
  includeSpam?: boolean;
  /** Only the held leads, spam among them; otherwise the leads as they go to the owner. */
  held?: boolean;
  limit?: number;
}

/** The leads matching `filter`, newest first: those sent on (with spam when `includeSpam`), or the held ones. */
export function findLeads(db: Database.Database, filter: LeadFilter = {}): StoredLead[] {
  const conditions: string[] = [];
  const values: Record<string, string | number> = {};
  if (filter.held) conditions.push('held = 1');
  else conditions.push(filter.includeSpam ? '(held = 0 OR spam = 1)' : 'held = 0');
  if (filter.formName) {
    conditions.push('form_name = @formName');
    values.formName = filter.formName;
  }
  if (filter.since) {
    conditions.push('received_at >= @since');
    values.since = filter.since.toISOString();
  }
  if (filter.until) {
    conditions.push('received_at < @until');
    values.until = filter.until.toISOString();
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const limit = filter.limit ? `LIMIT ${Math.trunc(filter.limit)}` : '';
  const rows = db.prepare(`SELECT * FROM leads ${where} ORDER BY received_at DESC, id DESC ${limit}`).all(values) as LeadRow[];
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.received_at,
    formName: row.form_name,
    fields: JSON.parse(row.fields),
    partner: row.partner,
    attribution: row.attribution ? JSON.parse(row.attribution) : {},
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    spam: row.spam === 1,
    held: row.held === 1,
    reasons: JSON.parse(row.reasons),
    extras: row.extras ? JSON.parse(row.extras) : null,
  }));
}

/** Moves a held lead to the leads and queues its notifications on `channels`, in one transaction; false when there is no held lead `id`. */
export function releaseLead(db: Database.Database, id: number, channels: readonly Channel[], now = new Date()): boolean {
  return db.transaction(() => {
    if (db.prepare('UPDATE leads SET held = 0 WHERE id = ? AND held = 1').run(id).changes !== 1) return false;
    enqueueDeliveries(db, id, channels, now);
    return true;
  })();
}

/** Deletes lead `id` and its deliveries, as a visitor may ask (BC PIPA); false when there is none. */
export function deleteLead(db: Database.Database, id: number): boolean {
  return db.prepare('DELETE FROM leads WHERE id = ?').run(id).changes === 1;
}

/** Deletes every lead received before `before`, with its deliveries; returns how many went. */
export function purgeLeads(db: Database.Database, before: Date): number {
  return db.prepare('DELETE FROM leads WHERE received_at < ?').run(before.toISOString()).changes;
}

/** A submission with what the server knows about its arrival. */
export interface NewLead extends Omit<Submission, 'attribution'> {
  /** Left out by a lead an earlier version put in the fallback journal. */
  attribution?: PageAttribution;
  /** Unique per post, so a replayed one (from the fallback journal, say) is stored once. */
  submissionId: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  clientAddress: string;
  userAgent: string | null;
}

/** The durable home of the leads, as the form endpoint uses it. */
export interface LeadStore {
  /** The open database, for the delivery worker, which reads and marks the outbox in it. */
  readonly database: Database.Database;
  /**
   * Resolves once the lead is on disk: with its row id, or null when it went to the fallback
   * journal; rejects with StorageUnavailableError when it could be written to neither.
   */
  save(lead: NewLead): Promise<number | null>;
  /** How many held (quarantined) leads the database holds. */
  heldCount(): number;
  /** Deletes the leads received before `before` (the privacy policy's retention); returns how many went. */
  purge(before: Date): number;
  /** Commits anything pending and closes the database. */
  close(): void;
}

interface Pending {
  lead: NewLead;
  resolve: (id: number | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Opens the store at `path`. Saves are group-committed: every lead that arrives in one
 * turn of the event loop goes into one transaction, so a burst costs one disk flush
 * instead of hundreds, and no answer is sent before its row is durable. Should the batch
 * fail, its rows are retried one by one, so only a lead that fails on its own is refused.
 */
interface LeadStoreOptions {
  /** The notification channels a lead that is not held is queued for, with the lead, in its transaction. */
  channels?: readonly Channel[];
  /** Called after leads are committed, so the delivery worker can send at once. */
  onStored?: () => void;
  /** Where the fallback journal lives: LEADS_FALLBACK_DIR, by default the database's folder. */
  fallbackDir?: string;
  /** Where storage trouble is reported, one line per change of state. */
  log?: (line: string) => void;
  /** Told of leads neither the database nor the journal took, so the owner can have them straight away. */
  onUnsaved?: (leads: readonly NewLead[]) => void;
}

/** The database could take the lead, and so could not the fallback journal: the post is answered 503. */
export class StorageUnavailableError extends Error {}

/** True for an error of the row itself (a constraint), not of the storage. */
const isConstraintError = (error: unknown) => String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT');

/** How long a write waits for a lock another process holds before the lead goes to the journal instead. */
const busyTimeoutMs = 50;
/** How often leads kept aside (in the journal or in memory) are offered to the database again. */
const retryMs = 1_000;

/**
 * Opens the store at `path`. Saves are group-committed: every lead that arrives in one turn of
 * the event loop goes into one transaction, so a burst costs one disk flush instead of hundreds,
 * and no answer is sent before its lead is durable. Should the batch break a constraint, its
 * rows are retried one by one. Whatever the database cannot take (it is locked, full, read-only,
 * failing) goes to the fallback journal, fsync'd before the answer, and is imported once the
 * database takes writes again, at most once per submission id. Only when the journal cannot be
 * written either is a save refused (StorageUnavailableError); the lead is kept in memory and retried.
 */
export function openLeadStore(path: string, options: LeadStoreOptions = {}): LeadStore {
  const { channels = [], onStored, log = () => undefined } = options;
  const db = openLeadsDatabase(path, { busyTimeoutMs });
  const journal = openFallbackJournal(options.fallbackDir ?? dirname(path));
  const insert = db.prepare(
    `INSERT INTO leads (received_at, form_name, fields, partner, attribution, client_address, user_agent, spam, submission_id, held, reasons, extras)
     VALUES (@receivedAt, @formName, @fields, @partner, @attribution, @clientAddress, @userAgent, @spam, @submissionId, @held, @reasons, @extras)`,
  );
  const alreadyStored = db.prepare('SELECT id FROM leads WHERE submission_id = ?');
  const insertRow = (lead: NewLead) =>
    Number(
      insert.run({
        receivedAt: lead.receivedAt,
        formName: lead.formName,
        fields: JSON.stringify(lead.fields),
        partner: lead.partner,
        attribution: lead.attribution && Object.keys(lead.attribution).length > 0 ? JSON.stringify(lead.attribution) : null,
        clientAddress: lead.clientAddress,
        userAgent: lead.userAgent,
        spam: lead.spam ? 1 : 0,
        submissionId: lead.submissionId,
        held: lead.reasons.length > 0 ? 1 : 0,
        reasons: JSON.stringify(lead.reasons),
        extras: lead.extras ? JSON.stringify(lead.extras) : null,
      }).lastInsertRowid,
    );
  // The transactional outbox (DECISIONS D10): a lead and its deliveries are committed together, or
  // neither is; a lead already stored (a journal replayed twice) is not stored or sent again.
  const insertOne = db.transaction((lead: NewLead) => {
    const existing = alreadyStored.get(lead.submissionId) as { id: number } | undefined;
    if (existing) return existing.id;
    const id = insertRow(lead);
    if (lead.reasons.length === 0) enqueueDeliveries(db, id, channels, new Date(lead.receivedAt));
    return id;
  });
  const insertAll = db.transaction((leads: NewLead[]) => leads.map((lead) => insertOne(lead)));
  let queue: Pending[] = [];
  let scheduled = false;
  /** Leads neither the database nor the journal could take, retried from memory. */
  let unsaved: NewLead[] = [];
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let troubled = false;

  const report = (line: string, trouble: boolean) => {
    if (trouble !== troubled) log(line);
    troubled = trouble;
  };

  /**
   * Stores `leads`: together, else one by one after a constraint error; what the database refuses
   * goes to the journal. Returns each lead's row id, 'journal', or the error that kept it from both.
   */
  function storeAll(leads: NewLead[]): Array<number | 'journal' | Error> {
    let outcomes: Array<number | Error>;
    try {
      outcomes = insertAll(leads);
    } catch (error) {
      outcomes =
        isConstraintError(error) && leads.length > 1
          ? leads.map((lead) => {
              try {
                return insertOne(lead);
              } catch (rowError) {
                return rowError as Error;
              }
            })
          : leads.map(() => error as Error);
    }
    const refused = leads.filter((_, index) => outcomes[index] instanceof Error);
    if (refused.length === 0) return outcomes;
    const cause = (outcomes.find((outcome) => outcome instanceof Error) as Error).message;
    try {
      journal.append(refused);
      report(`The leads database refused a write (${cause}); leads go to ${journal.path} until it takes them.`, true);
      scheduleRetry();
      return outcomes.map((outcome) => (outcome instanceof Error ? 'journal' : outcome));
    } catch (journalError) {
      unsaved.push(...refused);
      options.onUnsaved?.(refused);
      log(
        `Neither the leads database (${cause}) nor ${journal.path} (${(journalError as Error).message}) took ${refused.length} lead(s); retrying.`,
      );
      scheduleRetry();
      return outcomes;
    }
  }

  /** Moves the journal's leads into the database; 'later' when the database still cannot take them. */
  function importJournal(): 'done' | 'later' {
    const leads = journal.read();
    if (leads.length === 0) return 'done';
    const kept: NewLead[] = [];
    try {
      for (const lead of leads) {
        try {
          insertOne(lead);
        } catch (error) {
          if (!isConstraintError(error)) return 'later'; // Those stored so far are stored once, whatever the journal still says.
          kept.push(lead); // This lead breaks a constraint: it stays in the journal, never lost, for the owner to see.
        }
      }
      journal.keepOnly(kept);
    } catch {
      return 'later';
    }
    onStored?.();
    report(`The leads database takes writes again; ${leads.length - kept.length} lead(s) moved in from ${journal.path}.`, false);
    return 'done';
  }

  function retry() {
    retryTimer = undefined;
    if (!db.open) return;
    if (unsaved.length > 0) {
      const leads = unsaved;
      unsaved = [];
      storeAll(leads);
    }
    if (importJournal() === 'later' || unsaved.length > 0) scheduleRetry();
  }

  function scheduleRetry() {
    if (retryTimer || !db.open) return;
    retryTimer = setTimeout(retry, retryMs);
    retryTimer.unref();
  }

  function flush() {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    const outcomes = storeAll(batch.map((pending) => pending.lead));
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome instanceof Error) pending.reject(new StorageUnavailableError(outcome.message, { cause: outcome }));
      else pending.resolve(outcome === 'journal' ? null : outcome);
    });
    if (outcomes.some((outcome) => typeof outcome === 'number')) onStored?.();
  }

  // Leads a previous run left in the journal go in first.
  if (importJournal() === 'later') scheduleRetry();

  return {
    database: db,
    save(lead) {
      return new Promise((resolve, reject) => {
        if (!db.open) return reject(new Error('The lead store is closed.'));
        queue.push({ lead, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    purge(before) {
      return purgeLeads(db, before);
    },
    heldCount() {
      return (db.prepare('SELECT count(*) AS held FROM leads WHERE held = 1').get() as { held: number }).held;
    },
    close() {
      flush();
      clearTimeout(retryTimer);
      retryTimer = undefined;
      // A last chance for leads only memory holds.
      if (unsaved.length > 0) {
        try {
          journal.append(unsaved);
          unsaved = [];
        } catch (error) {
          log(`${unsaved.length} lead(s) could not be stored before the server stopped: ${(error as Error).message}`);
        }
      }
      if (db.open) db.close();
    },
  };
}
