// Reads stored leads back, newest first, for `npm run leads`.
import type Database from 'better-sqlite3';
import type { FormName } from '../../common/contract/form-fields';

/** A lead as stored. */
export interface StoredLead {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
  formName: string;
  fields: Record<string, string>;
  partner: string | null;
  clientAddress: string;
  userAgent: string | null;
  spam: boolean;
}

/** Which leads `findLeads` returns; every part is optional. */
export interface LeadFilter {
  formName?: FormName;
  /** Received at or after this instant. */
  since?: Date;
  /** Received before this instant. */
  until?: Date;
  includeSpam?: boolean;
  limit?: number;
}

interface LeadRow {
  id: number;
  received_at: string;
  form_name: string;
  fields: string;
  partner: string | null;
  client_address: string;
  user_agent: string | null;
  spam: number;
}

/** The leads matching `filter`, newest first; spam only when `includeSpam`. */
export function findLeads(db: Database.Database, filter: LeadFilter = {}): StoredLead[] {
  const conditions: string[] = [];
  const values: Record<string, string | number> = {};
  if (!filter.includeSpam) conditions.push('spam = 0');
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
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    spam: row.spam === 1,
  }));
}
