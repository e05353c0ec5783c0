// The leads table's insert, with the lead's deliveries in the same transaction (the transactional outbox, product rules §7.4).
import type Database from 'better-sqlite3';
import type { Channel } from '../notify/notify-config';
import { enqueueDeliveries } from '../notify/outbox';
import type { NewLead } from './new-lead';

/** Inserts leads: one, or a batch in one transaction. Each returns the row id(s). */
export interface LeadInserts {
  /** Stores `lead` and queues its deliveries; a lead already stored (by its submission id) is not stored or queued again. */
  one(lead: NewLead): number;
  /** Stores `leads` in one transaction: all of them, or none when one fails. */
  all(leads: readonly NewLead[]): number[];
}

/** True for an error of the row itself (a constraint), not of the storage. */
export const isConstraintError = (error: unknown) => String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT');

/**
 * The inserts of `db`, queueing a lead that is not held on `channels`, a held post as held, spam
 * never. The deliveries date from now, not the lead's arrival: a lead imported late from the
 * journal still gets its 24 hours of retries.
 */
export function leadInserts(db: Database.Database, channels: readonly Channel[]): LeadInserts {
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
  const one = db.transaction((lead: NewLead) => {
    const existing = alreadyStored.get(lead.submissionId) as { id: number } | undefined;
    if (existing) return existing.id;
    const id = insertRow(lead);
    if (!lead.spam) enqueueDeliveries(db, id, channels, new Date(), lead.reasons.length > 0 ? 'held' : 'lead');
    return id;
  });
  const all = db.transaction((leads: readonly NewLead[]) => leads.map((lead) => one(lead)));
  return { one, all };
}
