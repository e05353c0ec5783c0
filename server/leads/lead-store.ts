// Stores accepted submissions in SQLite, committing each before its answer is sent.
import type Database from 'better-sqlite3';
import type { Submission } from '../intake/validate-submission';
import { openLeadsDatabase } from './open-leads-database';

/** A submission with what the server knows about its arrival. */
export interface NewLead extends Submission {
  /** ISO 8601, UTC. */
  receivedAt: string;
  clientAddress: string;
  userAgent: string | null;
}

/** The durable home of the leads, as the form endpoint uses it. */
export interface LeadStore {
  /** Resolves with the row id once the lead is committed to disk; rejects if it was not. */
  save(lead: NewLead): Promise<number>;
  /** Commits anything pending and closes the database. */
  close(): void;
}

interface Pending {
  lead: NewLead;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Opens the store at `path`. Saves are group-committed: every lead that arrives in one
 * turn of the event loop goes into one transaction, so a burst costs one disk flush
 * instead of hundreds, and no answer is sent before its row is durable. Should the batch
 * fail, its rows are retried one by one, so only a lead that fails on its own is refused.
 */
export function openLeadStore(path: string): LeadStore {
  const db: Database.Database = openLeadsDatabase(path);
  const insert = db.prepare(
    `INSERT INTO leads (received_at, form_name, fields, partner, client_address, user_agent, spam)
     VALUES (@receivedAt, @formName, @fields, @partner, @clientAddress, @userAgent, @spam)`,
  );
  const insertOne = (lead: NewLead) =>
    Number(
      insert.run({
        receivedAt: lead.receivedAt,
        formName: lead.formName,
        fields: JSON.stringify(lead.fields),
        partner: lead.partner,
        clientAddress: lead.clientAddress,
        userAgent: lead.userAgent,
        spam: lead.spam ? 1 : 0,
      }).lastInsertRowid,
    );
  const insertAll = db.transaction((leads: NewLead[]) => leads.map(insertOne));
  let queue: Pending[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let ids: number[];
    try {
      ids = insertAll(batch.map((pending) => pending.lead));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      // The transaction rolled back as a whole: one bad row must not cost the others their
      // save, so each is retried in a commit of its own and only the one that truly fails is refused.
      for (const pending of batch) {
        try {
          pending.resolve(insertOne(pending.lead));
        } catch (rowError) {
          pending.reject(rowError);
        }
      }
      return;
    }
    batch.forEach((pending, index) => pending.resolve(ids[index]));
  }

  return {
    save(lead) {
      return new Promise((resolve, reject) => {
        if (!db.open) return reject(new Error('The lead store is closed.'));
        queue.push({ lead, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    close() {
      flush();
      if (db.open) db.close();
    },
  };
}
