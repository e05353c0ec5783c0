// The durable home of the leads for the form endpoint: accepted submissions stored, group-committed, with the
// fallback journal and memory behind the database (leads-database.ts).
import type Database from 'better-sqlite3';
import { dirname } from 'node:path';
import type { PageAttribution } from '../../common/contract/form-fields';
import type { Submission } from '../intake/validate-submission';
import type { Channel } from '../notify/notify-config';
import { enqueueDeliveries } from '../notify/outbox';
import { openFallbackJournal } from './fallback-journal';
import { openLeadsDatabase } from './leads-database';
import { purgeLeads, purgeSpam } from './stored-leads';

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

/** The durable home of the leads, as the form endpoint uses it. */
export interface LeadStore {
  /** The open database, for the delivery worker, which reads and marks the outbox in it. */
  readonly database: Database.Database;
  /**
   * Resolves once the lead is on disk: with its row id, or null when it went to the fallback
   * journal; rejects with StorageUnavailableError when it could be written to neither.
   */
  save(lead: NewLead): Promise<number | null>;
  /** How many held (quarantined) leads the database holds, spam not counted. */
  heldCount(): number;
  /** Where new leads go now, and what waits outside the database: for the health check. */
  storage(): StorageState;
  /** Deletes the leads received before `before` (the privacy policy's retention); returns how many went. */
  purge(before: Date): number;
  /** Deletes the spam received before `before` (SPAM_RETENTION_DAYS); returns how many went. */
  purgeSpam(before: Date): number;
  /** Commits anything pending and closes the database. */
  close(): void;
}

/** Where the store keeps new leads now, and how many wait outside the database. */
export interface StorageState {
  /** True from a write the database refused until it takes the journal's leads back. */
  journaling: boolean;
  /** Leads neither the database nor the journal took, kept in memory and retried. */
  unsaved: number;
  /** What the fallback journal holds: its lines (leads) and bytes. */
  journal: { rows: number; bytes: number };
}

interface Pending {
  lead: NewLead;
  resolve: (id: number | null) => void;
  reject: (error: unknown) => void;
}

/** Where the store queues notifications, where it keeps leads aside, and whom it tells of trouble. */
interface LeadStoreOptions {
  /** The notification channels a lead that is not held is queued for, with the lead, in its transaction. */
  channels?: readonly Channel[];
  /** Called after leads are committed, so the delivery worker can send at once. */
  onStored?: () => void;
  /** Where the fallback journal lives: LEADS_FALLBACK_DIR, by default the database's folder. */
  fallbackDir?: string;
  /** Where storage trouble is reported, one line per change of state. */
  log?: (line: string) => void;
  /** Told of leads the fallback journal took while the database could not, so the owner hears of them now. */
  onJournaled?: (leads: readonly NewLead[]) => void;
  /** Told of leads neither the database nor the journal took, so the owner can have them straight away. */
  onUnsaved?: (leads: readonly NewLead[]) => void;
}

/** Neither the database nor the fallback journal could take the lead: the post is answered 503. */
export class StorageUnavailableError extends Error {}

/** True for an error of the row itself (a constraint), not of the storage. */
const isConstraintError = (error: unknown) => String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT');

/** How long a write waits for a lock another process holds before the lead goes to the journal instead. */
const busyTimeoutMs = 50;
/** How often leads kept aside (in the journal or in memory) are offered to the database again. */
const retryMs = 1_000;

/**
 * Opens the store at `path`. Saves are group-committed: every lead that arrives in one turn of
 * the event loop goes into one transaction, so a burst costs one disk flush instead of hundreds,
 * and no answer is sent before its lead is durable. Should the batch break a constraint, its
 * rows are retried one by one. Whatever the database cannot take (it is locked, full, read-only,
 * failing) goes to the fallback journal, fsync'd before the answer, and is imported once the
 * database takes writes again, at most once per submission id. Only when the journal cannot be
 * written either is a save refused (StorageUnavailableError); the lead is kept in memory and retried.
 */
export function openLeadStore(path: string, options: LeadStoreOptions = {}): LeadStore {
  const { channels = [], onStored, log = () => undefined } = options;
  const db = openLeadsDatabase(path, { busyTimeoutMs });
  const journal = openFallbackJournal<NewLead>(options.fallbackDir ?? dirname(path), { log });
  const insert = db.prepare(
    `INSERT INTO leads (received_at, form_name, fields, partner, attribution, client_address, user_agent, spam, submission_id, held, reasons, extras)
     VALUES (@receivedAt, @formName, @fields, @partner, @attribution, @clientAddress, @userAgent, @spam, @submissionId, @held, @reasons, @extras)`,
  );
  const alreadyStored = db.prepare('SELECT id FROM leads WHERE submission_id = ?');
  const countHeld = db.prepare('SELECT count(*) AS held FROM leads WHERE held = 1 AND spam = 0');
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
  // The transactional outbox (product rules §7.4): a lead and its deliveries are committed together, or
  // neither is; a lead already stored (a journal replayed twice) is not stored or sent again. The
  // deliveries date from now, not the lead's arrival: a lead imported late from the journal still
  // gets its 24 hours of retries.
  const insertOne = db.transaction((lead: NewLead) => {
    const existing = alreadyStored.get(lead.submissionId) as { id: number } | undefined;
    if (existing) return existing.id;
    const id = insertRow(lead);
    if (!lead.spam) enqueueDeliveries(db, id, channels, new Date(), lead.reasons.length > 0 ? 'held' : 'lead');
    return id;
  });
  const insertAll = db.transaction((leads: NewLead[]) => leads.map((lead) => insertOne(lead)));
  let queue: Pending[] = [];
  let scheduled = false;
  /** Leads neither the database nor the journal could take, retried from memory. */
  let unsaved: NewLead[] = [];
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let troubled = false;

  const report = (line: string, trouble: boolean) => {
    if (trouble !== troubled) log(line);
    troubled = trouble;
  };

  /**
   * Stores `leads`: together, else one by one after a constraint error; what the database refuses
   * goes to the journal. Returns each lead's row id, 'journal', or the error that kept it from both.
   */
  function storeAll(leads: NewLead[]): Array<number | 'journal' | Error> {
    let outcomes: Array<number | Error>;
    try {
      outcomes = insertAll(leads);
    } catch (error) {
      outcomes =
        isConstraintError(error) && leads.length > 1
          ? leads.map((lead) => {
              try {
                return insertOne(lead);
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
      options.onJournaled?.(refused);
      report(`The leads database refused a write (${cause}); leads go to ${journal.path} until it takes them.`, true);
      scheduleRetry();
      return outcomes.map((outcome) => (outcome instanceof Error ? 'journal' : outcome));
    } catch (journalError) {
      unsaved.push(...refused);
      options.onUnsaved?.(refused);
      log(
        `Neither the leads database (${cause}) nor ${journal.path} (${(journalError as Error).message}) took ${refused.length} lead(s); retrying.`,
      );
      scheduleRetry();
      return outcomes;
    }
  }

  /** Moves the journal's leads into the database; 'later' when the database still cannot take them. */
  function importJournal(): 'done' | 'later' {
    let leads: NewLead[];
    try {
      leads = journal.read();
    } catch (error) {
      // A journal that cannot be read now (its disk failing, say) is read again at the next retry.
      report(`Could not read ${journal.path} (${(error as Error).message}); trying again.`, true);
      return 'later';
    }
    if (leads.length === 0) return 'done';
    const kept: NewLead[] = [];
    try {
      for (const lead of leads) {
        try {
          insertOne(lead);
        } catch (error) {
          if (!isConstraintError(error)) return 'later'; // Those stored so far are stored once, whatever the journal still says.
          kept.push(lead); // This lead breaks a constraint: it stays in the journal, never lost, for the owner to see.
        }
      }
      journal.keepOnly(kept);
    } catch {
      return 'later';
    }
    onStored?.();
    report(`The leads database takes writes again; ${leads.length - kept.length} lead(s) moved in from ${journal.path}.`, false);
    return 'done';
  }

  function retry() {
    retryTimer = undefined;
    if (!db.open) return;
    if (unsaved.length > 0) {
      const leads = unsaved;
      unsaved = [];
      storeAll(leads);
    }
    if (importJournal() === 'later' || unsaved.length > 0) scheduleRetry();
  }

  function scheduleRetry() {
    if (retryTimer || !db.open) return;
    retryTimer = setTimeout(retry, retryMs);
    retryTimer.unref();
  }

  function flush() {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    const outcomes = storeAll(batch.map((pending) => pending.lead));
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome instanceof Error) pending.reject(new StorageUnavailableError(outcome.message, { cause: outcome }));
      else pending.resolve(outcome === 'journal' ? null : outcome);
    });
    if (outcomes.some((outcome) => typeof outcome === 'number')) onStored?.();
  }

  // Leads a previous run left in the journal go in first.
  if (importJournal() === 'later') scheduleRetry();

  return {
    database: db,
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
    purge(before) {
      return purgeLeads(db, before);
    },
    purgeSpam(before) {
      return purgeSpam(db, before);
    },
    heldCount() {
      return (countHeld.get() as { held: number }).held;
    },
    storage() {
      return { journaling: troubled, unsaved: unsaved.length, journal: journal.size() };
    },
    close() {
      flush();
      clearTimeout(retryTimer);
      retryTimer = undefined;
      // A last chance for leads only memory holds.
      if (unsaved.length > 0) {
        try {
          journal.append(unsaved);
          unsaved = [];
        } catch (error) {
          log(`${unsaved.length} lead(s) could not be stored before the server stopped: ${(error as Error).message}`);
        }
      }
      if (db.open) db.close();
    },
  };
}
