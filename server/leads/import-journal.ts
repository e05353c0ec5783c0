// Moves the leads the fallback journal holds into the database, once it takes writes again (product rules §7.3).
import type { BackgroundFaults } from './background-faults';
import type { FallbackJournal } from './fallback-journal';
import type { NewLead } from './new-lead';

/** What an import did: 'later' when the journal or the database could not be used now; else how many leads moved in. */
export type ImportResult = { state: 'later'; error: string } | { state: 'done'; moved: number };

/** True for an error of the row itself (a constraint), not of the storage. */
export const isConstraintError = (error: unknown) => String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT');

/**
 * Inserts each lead of `journal` with `insertOne` (which stores a submission id once, however often
 * it is replayed), then keeps in the journal only those that break a constraint, never lost, for the
 * owner to see. A database that refuses the write leaves the journal as it is, for the next try.
 */
export function importJournal(journal: FallbackJournal<NewLead>, insertOne: (lead: NewLead) => number): ImportResult {
  let leads: NewLead[];
  try {
    leads = journal.read();
  } catch (error) {
    return { state: 'later', error: `Could not read ${journal.path} (${(error as Error).message})` };
  }
  if (leads.length === 0) return { state: 'done', moved: 0 };
  const kept: NewLead[] = [];
  try {
    for (const lead of leads) {
      try {
        insertOne(lead);
      } catch (error) {
        // Those stored so far are stored once, whatever the journal still says.
        if (!isConstraintError(error)) return { state: 'later', error: (error as Error).message };
        kept.push(lead);
      }
    }
    journal.keepOnly(kept);
  } catch (error) {
    return { state: 'later', error: (error as Error).message };
  }
  return { state: 'done', moved: leads.length - kept.length };
}

interface ImportOptions {
  insertOne: (lead: NewLead) => number;
  /** Whether the database is still open: a closed store imports nothing. */
  isOpen: () => boolean;
  /** Told when leads moved in, so the owner's notifications go out. */
  moved: () => void;
  log: (line: string) => void;
  faults: BackgroundFaults;
  now: () => number;
}

/** How often the journal's leads are offered to the database again. */
const retryMs = 1_000;
/** How often the journal's folder is looked at for leads, this server's or those another left (product rules §7.8). */
const sweepMs = 5_000;

/** The imports of `journal` once started: again each second while the database refuses, and on a sweep. */
export function journalImports(journal: FallbackJournal<NewLead>, { insertOne, isOpen, moved, log, faults, now }: ImportOptions) {
  let troubled = false;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Since when the journal has held leads, as last looked at; undefined while it is empty. */
  let waitingSince: number | undefined;
  /** Notes that the journal holds `rows` leads now; returns how long it has held some, in ms (0 while empty). */
  const waitingMs = (rows: number) => {
    waitingSince = rows > 0 ? (waitingSince ?? now()) : undefined;
    return waitingSince === undefined ? 0 : now() - waitingSince;
  };

  /** Moves the journal's leads into the database, and tries again in a second while it cannot. */
  function retryImport(): void {
    retryTimer = undefined;
    if (!isOpen()) return;
    const clean = faults.guard('Importing the fallback journal', () => {
      const result = importJournal(journal, insertOne);
      if (result.state === 'later') {
        if (!troubled) log(`${result.error}; trying again.`);
        troubled = true;
        retryTimer = setTimeout(retryImport, retryMs).unref();
        return;
      }
      if (result.moved > 0) moved();
      if (troubled) log(`The leads database takes writes again; ${result.moved} lead(s) moved in from ${journal.path}.`);
      troubled = false;
    });
    if (!clean) retryTimer ??= setTimeout(retryImport, retryMs).unref();
  }
  let sweep: NodeJS.Timeout | undefined;
  return {
    /** Imports now, and looks again on a sweep while any journal holds leads: one another server left, or one still resting. */
    start() {
      retryImport();
      sweep ??= setInterval(() => {
        if (retryTimer) return;
        faults.guard('Looking at the fallback journal', () => {
          const { rows } = journal.size();
          waitingMs(rows);
          if (rows > 0) retryImport();
        });
      }, sweepMs).unref();
    },
    /** The database refused a write: logs `line` once per spell of trouble, and imports again in a second. */
    refused(line: string) {
      if (!troubled) log(line);
      troubled = true;
      retryTimer ??= setTimeout(retryImport, retryMs).unref();
    },
    /** True from a write the database refused until the journal's leads are back in. */
    troubled: () => troubled,
    waitingMs,
    stop() {
      clearInterval(sweep);
      clearTimeout(retryTimer);
      retryTimer = undefined;
    },
  };
}
