// A real leads database in a temporary folder, and leads written to it with their deliveries as the intake writes them: in one transaction.
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageAttribution } from '../../../common/contract/form-fields';
import { openLeadsDatabase } from '../../../server/leads/leads-database';
import type { Channel } from '../../../server/notify/notify-config';
import { enqueueDeliveries } from '../../../server/notify/outbox';
import { formBodies, storedFields } from '../form-bodies';

export interface TestDatabase {
  db: Database.Database;
  path: string;
  /** Every delivery row, oldest first. */
  deliveries(): Array<{
    lead_id: number;
    channel: Channel;
    status: string;
    attempts: number;
    sent_at: string | null;
    last_error: string | null;
  }>;
  close(): Promise<void>;
}

/** A fresh leads database, schema and all, as the server opens it. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'notify-test-'));
  const path = join(dir, 'leads.sqlite');
  const db = openLeadsDatabase(path);
  return {
    db,
    path,
    deliveries: () => db.prepare('SELECT * FROM deliveries ORDER BY id').all() as ReturnType<TestDatabase['deliveries']>,
    async close() {
      if (db.open) db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A lead as stored: one of the four form bodies, product rules §3.2 (the calculator quote, from a partner, unless told). */
export interface TestLead {
  formName: string;
  fields: Record<string, string>;
  partner: string | null;
  /** The host page and its UTM tags, as a widget posts them; none unless told. */
  attribution?: PageAttribution;
  held?: boolean;
  /** Held as spam: never sent. */
  spam?: boolean;
}

/** The form body labelled `label` (product rules §3.2), as the database stores it. */
export function formLead(label: string): TestLead {
  const body = formBodies.find((candidate) => candidate.label === label)!;
  const { formName, fields } = storedFields(body);
  return { formName, fields: Object.fromEntries(fields), partner: body.attribution?.partner ?? null };
}

/**
 * Inserts `lead` and, as the intake does for a lead that is not held, its deliveries on `channels`,
 * all in one transaction. Returns the lead's id.
 */
export function insertLead(db: Database.Database, lead: TestLead, channels: readonly Channel[], now = new Date()): number {
  return db.transaction(() => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO leads (submission_id, received_at, form_name, fields, partner, attribution, client_address, user_agent, held, spam)
           VALUES (?, ?, ?, ?, ?, ?, '127.0.0.1', 'test', ?, ?)`,
        )
        .run(
          randomUUID(),
          now.toISOString(),
          lead.formName,
          JSON.stringify(lead.fields),
          lead.partner,
          lead.attribution ? JSON.stringify(lead.attribution) : null,
          lead.held || lead.spam ? 1 : 0,
          lead.spam ? 1 : 0,
        ).lastInsertRowid,
    );
    if (!lead.held && !lead.spam) enqueueDeliveries(db, id, channels, now);
    return id;
  })();
}

/** The submission UUID of lead `id`, which names its notifications. */
export function submissionIdOf(db: Database.Database, id: number): string {
  return (db.prepare('SELECT submission_id FROM leads WHERE id = ?').get(id) as { submission_id: string }).submission_id;
}

/** The page and UTM keys of a webhook's data when the lead came from the site itself: present, and null. */
export const noPageAttribution = {
  page: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
};
