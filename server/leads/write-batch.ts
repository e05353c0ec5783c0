// One batch of leads written where it can be: the database, else the fallback journal, else nowhere (product rules §7.3).
import type { FallbackJournal } from './fallback-journal';
import { isConstraintError, type LeadInserts } from './lead-inserts';
import type { NewLead } from './new-lead';

/** Where each lead of a batch went: its row id, 'journal', or the error that kept it from both. */
export type BatchOutcome = number | 'journal' | Error;

/** What the batch writer tells of: leads the journal took, and leads nothing took. */
export interface BatchEvents {
  /** The database refused `leads` with `cause`; the journal has them on disk. */
  journaled(leads: readonly NewLead[], cause: string): void;
  /** Neither the database (`cause`) nor the journal (`journalError`) took `leads`: they are not stored anywhere. */
  unstored(leads: readonly NewLead[], cause: string, journalError: string): void;
}

/**
 * Writes `leads`: together in one transaction, else one by one after a constraint error (one
 * bad row must not cost the others their place); what the database refuses goes to the journal.
 * Nothing is kept in memory: a lead neither takes is an Error outcome, and its post gets no answer.
 */
export function writeBatch(
  leads: readonly NewLead[],
  inserts: LeadInserts,
  journal: FallbackJournal<NewLead>,
  events: BatchEvents,
): BatchOutcome[] {
  let outcomes: Array<number | Error>;
  try {
    outcomes = inserts.all(leads);
  } catch (error) {
    outcomes =
      isConstraintError(error) && leads.length > 1
        ? leads.map((lead) => {
            try {
              return inserts.one(lead);
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
  } catch (journalError) {
    events.unstored(refused, cause, (journalError as Error).message);
    return outcomes;
  }
  events.journaled(refused, cause);
  return outcomes.map((outcome) => (outcome instanceof Error ? 'journal' : outcome));
}
