// The durable home of the leads: each accepted submission written to the database, group-committed, or to the
// fallback journal when the database cannot take it, and nothing kept in memory (product rules §7.3).
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { EventEmitter } from 'node:events';
import { dirname } from 'node:path';
import { backgroundFaults, type BackgroundFaults } from './background-faults';
import { journalFolderProblem, openFallbackJournal } from './fallback-journal';
import { groupCommit } from './group-commit';
import { isConstraintError, journalImports } from './import-journal';
import { openLeadsDatabase } from './leads-database';
import { isNewLead, type NewLead } from './new-lead';
import { purgeLeads, purgeSpam } from './stored-leads';

export type { NewLead } from './new-lead';

/** What the store tells the parts that follow it. */
export interface LeadStoreEvents {
  /** A lead was inserted, inside its transaction: what a listener writes commits with it, and what it throws journals it. */
  inserted: [id: number, lead: NewLead];
  /** Leads were committed to the database. */
  stored: [];
  /** The database refused these leads, and the fallback journal has them on disk. */
  journaled: [leads: readonly NewLead[]];
  /** Neither the database nor the journal took these leads: their posts get no answer, and nothing keeps them. */
  unstored: [leads: readonly NewLead[]];
}

/** The durable home of the leads, as the form endpoint uses it. */
export interface LeadStore {
  /** The open database, for the outbox and the delivery worker, which read and mark the deliveries in it. */
  readonly database: Database.Database;
  /** Where the parts that follow the store listen; a listener of any event but `inserted` that throws is a background fault. */
  readonly events: EventEmitter<LeadStoreEvents>;
  /**
   * Resolves once the lead is on disk: with its row id, or null when it went to the fallback
   * journal; rejects with StorageUnavailableError when it could be written to neither.
   */
  save(lead: NewLead): Promise<number | null>;
  /** How many held (quarantined) leads the database holds, spam not counted. */
  heldCount(): number;
  /** How many spam posts the database holds. */
  spamCount(): number;
  /** Where new leads go now, and what waits outside the database: for the health check. */
  storage(): StorageState;
  /** Deletes the leads received before `before` (the privacy policy's retention), and the journal's `.corrupt` files last written before it; returns how many went. */
  purge(before: Date): number;
  /** Deletes the spam received before `before` (SPAM_RETENTION_DAYS); returns how many went. */
  purgeSpam(before: Date): number;
  /** Moves the journal's leads into the database now (those an earlier run left go in first), and whenever it holds some. */
  startImports(): void;
  /** Commits anything pending and closes the database. */
  close(): void;
}

/** Where the store keeps new leads now, and how many wait outside the database. */
export interface StorageState {
  /** True from a write the database refused until it takes the journal's leads back. */
  journaling: boolean;
  /** What the fallback journal holds: its lines (leads) and bytes. */
  journal: { rows: number; bytes: number };
  /** Why the journal's folder cannot be written now (journalFolderProblem), or undefined while it can. */
  journalFolderProblem?: string;
  /** How long the journal has held leads without draining into the database, in ms; 0 while it is empty. */
  journalWaitingMs: number;
  /** One sentence per fault of the server's background work (background-faults.ts). */
  faults: string[];
}

/** Where the store keeps leads aside, and where it reports trouble. */
interface LeadStoreOptions {
  /** Where the fallback journal lives: LEADS_FALLBACK_DIR, by default the database's folder. */
  fallbackDir?: string;
  /** Where storage trouble is reported, one line per change of state. */
  log?: (line: string) => void;
  /** Where the faults of the store's background work (and the server's) are reported; the store's own unless given. */
  faults?: BackgroundFaults;
  /** The clock, for how long the journal has waited. */
  now?: () => number;
  /** Leaves the journal alone until startImports(), rather than import it as the store opens. */
  importLater?: boolean;
}

/** The fallback journal's folder cannot be written: the server does not start, and says what to change. */
export class JournalFolderError extends Error {}

/** Neither the database nor the fallback journal could take the lead: the post gets no answer at all. */
export class StorageUnavailableError extends Error {}

/** How long a write waits for a lock another process holds before the lead goes to the journal instead. */
const busyTimeoutMs = 50;

const insertSql = `INSERT INTO leads (received_at, form_name, fields, partner, attribution, client_address, user_agent, spam, submission_id, held, reasons, extras)
  VALUES (@receivedAt, @formName, @fields, @partner, @attribution, @clientAddress, @userAgent, @spam, @submissionId, @held, @reasons, @extras)`;

/**
 * Opens the store at `path`. Saves are group-committed (group-commit.ts): every lead that arrives
 * in one turn of the event loop goes into one transaction, and no answer is sent before its lead is
 * durable. Whatever the database cannot take goes to the fallback journal, fsync'd before the
 * answer, and is imported once the database takes writes again, at most once per submission id.
 * When the journal cannot be written either, the save is refused (StorageUnavailableError) and the
 * lead is not kept anywhere: its visitor is not thanked, and tries again or calls.
 */
export function openLeadStore(path: string, options: LeadStoreOptions = {}): LeadStore {
  const { log = () => undefined, now = Date.now } = options;
  const faults = options.faults ?? backgroundFaults(log);
  const events = new EventEmitter<LeadStoreEvents>();
  const stored = () => faults.guard('Waking the delivery worker', () => events.emit('stored'));
  const journalDir = options.fallbackDir ?? dirname(path);
  // Refused now rather than found out on the day the database fails: a journal that cannot be written is no way out.
  const problem = journalFolderProblem(journalDir);
  if (problem) throw new JournalFolderError(problem);
  const db = openLeadsDatabase(path, { busyTimeoutMs });
  const journal = openFallbackJournal<NewLead>(journalDir, { log, isRow: isNewLead });
  const insert = db.prepare(insertSql);
  const alreadyStored = db.prepare('SELECT id FROM leads WHERE submission_id = ?');
  const countHeld = db.prepare('SELECT count(*) AS held FROM leads WHERE held = 1 AND spam = 0');
  const countSpam = db.prepare('SELECT count(*) AS spam FROM leads WHERE held = 1 AND spam = 1');

  /** Stores `lead` once per submission id, in a transaction its `inserted` listeners write in too; returns its row id. */
  const insertOne = db.transaction((lead: NewLead): number => {
    const existing = alreadyStored.get(lead.submissionId) as { id: number } | undefined;
    if (existing) return existing.id;
    const { lastInsertRowid } = insert.run({
      ...lead,
      fields: JSON.stringify(lead.fields),
      attribution: lead.attribution && Object.keys(lead.attribution).length > 0 ? JSON.stringify(lead.attribution) : null,
      spam: lead.spam ? 1 : 0,
      held: lead.reasons.length > 0 ? 1 : 0,
      reasons: JSON.stringify(lead.reasons),
      extras: lead.extras ? JSON.stringify(lead.extras) : null,
    });
    events.emit('inserted', Number(lastInsertRowid), lead);
    return Number(lastInsertRowid);
  });
  const insertAll = db.transaction((leads: readonly NewLead[]) => leads.map((lead) => insertOne(lead)));
  const imports = journalImports(journal, { insertOne, isOpen: () => db.open, moved: stored, log, faults, now });

  /**
   * Writes one batch: together in one transaction, else one by one after a constraint error (one bad row must not
   * cost the others their place); what the database refuses goes to the journal, and what neither takes is an Error.
   */
  function writeBatch(leads: NewLead[]): Array<number | null | Error> {
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
    const written = refused.length === 0 ? outcomes : journalRefused(refused, outcomes);
    if (outcomes.some((outcome) => typeof outcome === 'number')) stored();
    return written;
  }

  /** Appends the leads the database refused to the journal: their outcomes become null, or StorageUnavailableError when it fails too. */
  function journalRefused(refused: NewLead[], outcomes: Array<number | Error>): Array<number | null | Error> {
    const cause = (outcomes.find((outcome) => outcome instanceof Error) as Error).message;
    try {
      journal.append(refused);
    } catch (journalError) {
      log(
        `Neither the leads database (${cause}) nor ${journal.path} (${(journalError as Error).message}) took ${refused.length} lead(s); their posts got no answer.`,
      );
      faults.guard('Telling the owner of leads not stored', () => events.emit('unstored', refused));
      return outcomes.map((outcome) =>
        outcome instanceof Error ? new StorageUnavailableError(outcome.message, { cause: outcome }) : outcome,
      );
    }
    imports.refused(`The leads database refused a write (${cause}); leads go to ${journal.path} until it takes them.`);
    // The leads are on disk: a listener that throws must not cost their posts the answer.
    faults.guard('Telling the owner of leads in the fallback journal', () => events.emit('journaled', refused));
    return outcomes.map((outcome) => (outcome instanceof Error ? null : outcome));
  }
  const batches = groupCommit<NewLead, number | null>(writeBatch);
  if (!options.importLater) imports.start();

  return {
    database: db,
    events,
    save(lead) {
      if (!db.open) return Promise.reject(new Error('The lead store is closed.'));
      return batches.add(lead);
    },
    purge: (before) => purgeLeads(db, before) + journal.purgeCorrupt(before),
    purgeSpam: (before) => purgeSpam(db, before),
    heldCount: () => (countHeld.get() as { held: number }).held,
    spamCount: () => (countSpam.get() as { spam: number }).spam,
    startImports: imports.start,
    storage() {
      const size = journal.size();
      return {
        journaling: imports.troubled(),
        journal: size,
        journalFolderProblem: journalFolderProblem(journalDir),
        journalWaitingMs: imports.waitingMs(size.rows),
        faults: faults.reasons(),
      };
    },
    close() {
      batches.flush();
      imports.stop();
      journal.close();
      if (db.open) db.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    leadStore: LeadStore;
  }
}

/** The store as a Fastify plugin: `app.leadStore`, its journal imported once the app is ready, its last writes committed when it closes. */
export const leadStore = fastifyPlugin(
  async (app: FastifyInstance, { path, ...options }: LeadStoreOptions & { path: string }) => {
    const store = openLeadStore(path, { ...options, importLater: true });
    app.decorate('leadStore', store);
    // Once every part that listens to the store is registered: a lead from the journal gets its deliveries too.
    app.addHook('onReady', async () => store.startImports());
    app.addHook('onClose', async () => store.close());
  },
  { name: 'lead-store' },
);
