// Moves the leads the fallback journal holds into the database, once it takes writes again (product rules §7.3).
import type { FallbackJournal } from './fallback-journal';
import { isConstraintError } from './lead-inserts';
import type { NewLead } from './new-lead';

/** What an import did: 'later' when the journal or the database could not be used now; else how many leads moved in. */
export type ImportResult = { state: 'later'; error: string } | { state: 'done'; moved: number };

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
