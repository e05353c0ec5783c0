// The leads as stored, and what the owner does with them through `npm run leads`: find, release, delete, purge.
import type Database from 'better-sqlite3';
import type { FormName, PageAttribution } from '../../common/contract/form-fields';
import type { Channel } from '../notify/notify-config';
import { enqueueDeliveries, requeueAsLead } from '../notify/outbox';

/** A row of the leads table, as SQLite returns it. */
interface LeadRow {
  id: number;
  received_at: string;
  form_name: string;
  fields: string;
  partner: string | null;
  client_address: string;
  user_agent: string | null;
  spam: number;
  held: number;
  reasons: string;
  extras: string | null;
  /** Missing from a version 2 database read before the server has brought it to version 3. */
  attribution?: string | null;
}

/** A lead as stored. */
export interface StoredLead {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
  formName: string;
  fields: Record<string, string>;
  partner: string | null;
  /** The host page and its UTM tags a widget posted; empty for the site's own forms. */
  attribution: PageAttribution;
  clientAddress: string;
  userAgent: string | null;
  spam: boolean;
  /** Held (quarantined) for the owner to look at, and why; never sent on until released. */
  held: boolean;
  reasons: string[];
  /** Fields the form does not know, kept verbatim. */
  extras: Record<string, string[]> | null;
}

/** Which leads `findLeads` returns; every part is optional. */
export interface LeadFilter {
  formName?: FormName;
  /** Received at or after this instant. */
  since?: Date;
  /** Received before this instant. */
  until?: Date;
  includeSpam?: boolean;
  /** Only the held leads, spam among them; otherwise the leads as they go to the owner. */
  held?: boolean;
  limit?: number;
}

/** The leads matching `filter`, newest first: those sent on (with spam when `includeSpam`), or the held ones. */
export function findLeads(db: Database.Database, filter: LeadFilter = {}): StoredLead[] {
  const conditions: string[] = [];
  const values: Record<string, string | number> = {};
  if (filter.held) conditions.push('held = 1');
  else conditions.push(filter.includeSpam ? '(held = 0 OR spam = 1)' : 'held = 0');
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
    attribution: row.attribution ? JSON.parse(row.attribution) : {},
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    spam: row.spam === 1,
    held: row.held === 1,
    reasons: JSON.parse(row.reasons),
    extras: row.extras ? JSON.parse(row.extras) : null,
  }));
}

/**
 * Moves a held lead to the leads and queues it as a lead, in one transaction. Releasing means
 * "not spam" too (a browser autofilling the hidden field is the usual false positive), so the
 * spam retention never deletes a released lead. It is queued again on every
 * channel the held post went to, and on `channels`. Returns how many deliveries were queued, or
 * false when there is no held lead `id`.
 */
export function releaseLead(db: Database.Database, id: number, channels: readonly Channel[], now = new Date()): number | false {
  return db.transaction(() => {
    if (db.prepare('UPDATE leads SET held = 0, spam = 0 WHERE id = ? AND held = 1').run(id).changes !== 1) return false;
    requeueAsLead(db, id, now);
    enqueueDeliveries(db, id, channels, now);
    return (db.prepare('SELECT count(*) AS queued FROM deliveries WHERE lead_id = ?').get(id) as { queued: number }).queued;
  })();
}

/** Deletes lead `id` and its deliveries, as a visitor may ask (BC PIPA); false when there is none. */
export function deleteLead(db: Database.Database, id: number): boolean {
  return db.prepare('DELETE FROM leads WHERE id = ?').run(id).changes === 1;
}

/** Deletes every lead received before `before`, with its deliveries; returns how many went. */
export function purgeLeads(db: Database.Database, before: Date): number {
  return db.prepare('DELETE FROM leads WHERE received_at < ?').run(before.toISOString()).changes;
}

/** Deletes the spam (a filled bot-field) received before `before`, all of it by default; returns how many went. */
export function purgeSpam(db: Database.Database, before?: Date): number {
  if (!before) return db.prepare('DELETE FROM leads WHERE spam = 1').run().changes;
  return db.prepare('DELETE FROM leads WHERE spam = 1 AND received_at < ?').run(before.toISOString()).changes;
}
