// The leads the end-to-end server has stored and sends on (not held), read from its database as `npm run leads` lists them.
import { leadsReport } from '../../scripts/leads/leads';
import type { StoredLead } from '../../server/leads/stored-leads';

/** The leads stored under `formName` and sent on, newest first. */
export function storedLeads(formName: string): StoredLead[] {
  return JSON.parse(leadsReport(['list', '--form', formName, '--format', 'json'], { LEADS_DB: process.env.E2E_LEADS_DB }));
}
