// Reading what the server stored, as the owner would: the leads database opened read-only.
import { openLeadsDatabase } from '../../server/leads/leads-database';
import { findLeads, type StoredLead } from '../../server/leads/stored-leads';
import { until } from './until';

/** Resolves with the stored lead whose name field is `name`; fails when none arrives within a few seconds. */
export function storedLead(leadsDb: string, name: string): Promise<StoredLead> {
  return until(`a stored lead from "${name}"`, async () => {
    const db = openLeadsDatabase(leadsDb, { readonly: true });
    try {
      return findLeads(db, { includeSpam: true }).find((lead) => lead.fields.name === name);
    } finally {
      db.close();
    }
  });
}
