// A lead as the form endpoint hands it to the store, and as the fallback journal keeps it.
import type { PageAttribution } from '../../common/contract/form-fields';
import type { Submission } from '../intake/validate-submission';

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

/** True for a value a journal line may hold as a lead: the fields the insert needs, of the right types. */
export function isNewLead(value: unknown): value is NewLead {
  const lead = value as Partial<NewLead> | null;
  return (
    typeof lead === 'object' &&
    lead !== null &&
    typeof lead.formName === 'string' &&
    typeof lead.fields === 'object' &&
    lead.fields !== null &&
    typeof lead.submissionId === 'string' &&
    typeof lead.receivedAt === 'string' &&
    typeof lead.clientAddress === 'string' &&
    Array.isArray(lead.reasons)
  );
}
