// The durable home of the leads for the form endpoint: accepted submissions stored, group-committed, with the
// fallback journal behind the database (leads-database.ts), and nothing kept in memory (product rules §7.3).
import type Database from 'better-sqlite3';
import { dirname } from 'node:path';
import type { Channel } from '../notify/notify-config';
import { backgroundFaults, type BackgroundFaults } from './background-faults';
import { journalFolderProblem, openFallbackJournal } from './fallback-journal';
import { groupCommit } from './group-commit';
import { importJournal } from './import-journal';
import { leadInserts } from './lead-inserts';
import { openLeadsDatabase } from './leads-database';
import { isNewLead, type NewLead } from './new-lead';
import { purgeLeads, purgeSpam } from './stored-leads';
import { writeBatch } from './write-batch';

export type { NewLead } from './new-lead';

/** The durable home of the leads, as the form endpoint uses it. */
export interface LeadStore {
  /** The open database, for the delivery worker, which reads and marks the outbox in it. */
  readonly database: Database.Database;
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

/** Where the store queues notifications, where it keeps leads aside, and whom it tells of trouble. */
interface LeadStoreOptions {
  /** The notification channels a lead that is not held is queued for, with the lead, in its transaction. */
  channels?: readonly Channel[];
  /** Called after leads are committed, so the delivery worker can send at once. */
  onStored?: () => void;
  /** Where the fallback journal lives: LEADS_FALLBACK_DIR, by default the database's folder. */
  fallbackDir?: string;
  /** Where storage trouble is reported, one line per change of state. */
  log?: (line: string) => void;
  /** Told of leads the fallback journal took while the database could not, so the owner hears of them now. */
  onJournaled?: (leads: readonly NewLead[]) => void;
  /** Told once of leads neither the database nor the journal took: their posts get no answer, and nothing keeps them. */
  onUnstored?: (leads: readonly NewLead[]) => void;
  /** Where the faults of the store's background work (and the server's) are reported; the store's own unless given. */
  faults?: BackgroundFaults;
  /** The clock, for how long the journal has waited. */
  now?: () => number;
}

/** The fallback journal's folder cannot be written: the server does not start, and says what to change. */
export class JournalFolderError extends Error {}

/** Neither the database nor the fallback journal could take the lead: the post gets no answer at all. */
export class StorageUnavailableError extends Error {}

/** How long a write waits for a lock another process holds before the lead goes to the journal instead. */
const busyTimeoutMs = 50;
/** How often the journal's leads are offered to the database again. */
const retryMs = 1_000;
/** How often the journal's folder is looked at for leads, this server's or those another left (product rules §7.8). */
const sweepMs = 5_000;

/**
 * Opens the store at `path`. Saves are group-committed (group-commit.ts): every lead that arrives
 * in one turn of the event loop goes into one transaction, and no answer is sent before its lead is
 * durable. Whatever the database cannot take goes to the fallback journal, fsync'd before the
 * answer, and is imported once the database takes writes again, at most once per submission id.
 * When the journal cannot be written either, the save is refused (StorageUnavailableError) and the
 * lead is not kept anywhere: its visitor is not thanked, and tries again or calls.
 */
export function openLeadStore(path: string, options: LeadStoreOptions = {}): LeadStore {
  const { channels = [], log = () => undefined, now = Date.now } = options;
  const faults = options.faults ?? backgroundFaults(log);
  const onStored = () => faults.guard('Waking the delivery worker', () => options.onStored?.());
  const journalDir = options.fallbackDir ?? dirname(path);
  // Refused now rather than found out on the day the database fails: a journal that cannot be written is no way out.
  const problem = journalFolderProblem(journalDir);
  if (problem) throw new JournalFolderError(problem);
  const db = openLeadsDatabase(path, { busyTimeoutMs });
  const journal = openFallbackJournal<NewLead>(journalDir, { log, isRow: isNewLead });
  const inserts = leadInserts(db, channels);
  const countHeld = db.prepare('SELECT count(*) AS held FROM leads WHERE held = 1 AND spam = 0');
  const countSpam = db.prepare('SELECT count(*) AS spam FROM leads WHERE held = 1 AND spam = 1');
  const trouble = storageTrouble(log);
  let retryTimer: NodeJS.Timeout | undefined;
  /** Since when the journal has held leads, as last looked at; undefined while it is empty. */
  let waitingSince: number | undefined;
  /** Notes whether the journal holds `rows` leads now; returns how long it has held some, in ms (0 while empty). */
  const waitingFor = (rows: number) => {
    waitingSince = rows > 0 ? (waitingSince ?? now()) : undefined;
    return waitingSince === undefined ? 0 : now() - waitingSince;
  };

  /** Moves the journal's leads into the database, and tries again in a second while it cannot. */
  function retryImport(): void {
    retryTimer = undefined;
    if (!db.open) return;
    const clean = faults.guard('Importing the fallback journal', () => {
      const result = importJournal(journal, inserts.one);
      if (result.state === 'later') {
        trouble.set(`${result.error}; trying again.`);
        retryTimer = setTimeout(retryImport, retryMs).unref();
        return;
      }
      if (result.moved > 0) onStored();
      trouble.clear(`The leads database takes writes again; ${result.moved} lead(s) moved in from ${journal.path}.`);
    });
    if (!clean) retryTimer ??= setTimeout(retryImport, retryMs).unref();
  }
  // Imports are tried again while any journal holds leads: one another server left, or one still resting.
  const sweep = setInterval(() => {
    if (retryTimer) return;
    faults.guard('Looking at the fallback journal', () => {
      const { rows } = journal.size();
      waitingFor(rows);
      if (rows > 0) retryImport();
    });
  }, sweepMs).unref();

  const batches = groupCommit<NewLead, number | null>((leads) => {
    const outcomes = writeBatch(leads, inserts, journal, {
      journaled(refused, cause) {
        trouble.set(`The leads database refused a write (${cause}); leads go to ${journal.path} until it takes them.`);
        retryTimer ??= setTimeout(retryImport, retryMs).unref();
        // The leads are on disk: a notifier that throws must not cost their posts the answer.
        faults.guard('Telling the owner of leads in the fallback journal', () => options.onJournaled?.(refused));
      },
      unstored(refused, cause, journalError) {
        log(
          `Neither the leads database (${cause}) nor ${journal.path} (${journalError}) took ${refused.length} lead(s); their posts got no answer.`,
        );
        faults.guard('Telling the owner of leads not stored', () => options.onUnstored?.(refused));
      },
    });
    if (outcomes.some((outcome) => typeof outcome === 'number')) onStored();
    return outcomes.map((outcome) =>
      outcome instanceof Error ? new StorageUnavailableError(outcome.message, { cause: outcome }) : outcome === 'journal' ? null : outcome,
    );
  });

  // Leads a previous run left in the journal go in first.
  retryImport();

  return {
    database: db,
    save(lead) {
      if (!db.open) return Promise.reject(new Error('The lead store is closed.'));
      return batches.add(lead);
    },
    purge: (before) => purgeLeads(db, before) + journal.purgeCorrupt(before),
    purgeSpam: (before) => purgeSpam(db, before),
    heldCount: () => (countHeld.get() as { held: number }).held,
    spamCount: () => (countSpam.get() as { spam: number }).spam,
    storage() {
      const size = journal.size();
      return {
        journaling: trouble.active(),
        journal: size,
        journalFolderProblem: journalFolderProblem(journalDir),
        journalWaitingMs: waitingFor(size.rows),
        faults: faults.reasons(),
      };
    },
    close() {
      batches.flush();
      clearInterval(sweep);
      journal.close();
      clearTimeout(retryTimer);
      retryTimer = undefined;
      if (db.open) db.close();
    },
  };
}

/** Storage trouble, logged once when it starts and once when it ends, not at every retry. */
function storageTrouble(log: (line: string) => void) {
  let troubled = false;
  return {
    set(line: string) {
      if (!troubled) log(line);
      troubled = true;
    },
    clear(line: string) {
      if (troubled) log(line);
      troubled = false;
    },
    active: () => troubled,
  };
}
