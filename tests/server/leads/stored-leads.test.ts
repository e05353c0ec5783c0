// @vitest-environment node
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLeadsDatabase } from '../../../server/leads/leads-database';
import { findLeads } from '../../../server/leads/stored-leads';

describe('findLeads', () => {
  let db: Database.Database;

  /** Inserts a lead; spam is held, as the endpoint stores it, and so is a lead with `reasons`. */
  function insert(id: number, formName: string, receivedAt: string, spam = false, reasons: string[] = spam ? ['spam'] : []) {
    db.prepare(
      `INSERT INTO leads (id, received_at, form_name, fields, partner, client_address, user_agent, spam, held, reasons)
       VALUES (?, ?, ?, ?, NULL, '127.0.0.1', NULL, ?, ?, ?)`,
    ).run(
      id,
      receivedAt,
      formName,
      JSON.stringify({ name: `Lead ${id}` }),
      spam ? 1 : 0,
      reasons.length > 0 ? 1 : 0,
      JSON.stringify(reasons),
    );
  }

  beforeEach(() => {
    db = openLeadsDatabase(':memory:');
    insert(1, 'contact', '2025-03-01T10:00:00.000Z');
    insert(2, 'quote-request', '2025-03-02T10:00:00.000Z');
    insert(3, 'contact', '2025-03-03T10:00:00.000Z', true);
    insert(4, 'membership-quote', '2025-03-04T10:00:00.000Z');
  });

  afterEach(() => db.close());

  const ids = (filter: Parameters<typeof findLeads>[1]) => findLeads(db, filter).map((lead) => lead.id);

  it('lists the leads newest first, without spam', () => {
    expect(ids({})).toEqual([4, 2, 1]);
  });

  it('includes spam when asked, flagged', () => {
    expect(ids({ includeSpam: true })).toEqual([4, 3, 2, 1]);
    expect(findLeads(db, { includeSpam: true })[1]).toMatchObject({ id: 3, spam: true, fields: { name: 'Lead 3' } });
  });

  it('filters by form, and by a since (inclusive) and until (exclusive) instant', () => {
    expect(ids({ formName: 'contact', includeSpam: true })).toEqual([3, 1]);
    expect(ids({ since: new Date('2025-03-02T10:00:00.000Z') })).toEqual([4, 2]);
    expect(ids({ until: new Date('2025-03-02T10:00:00.000Z') })).toEqual([1]);
  });

  it('stops at the limit', () => {
    expect(ids({ limit: 2 })).toEqual([4, 2]);
  });

  it('lists the held leads apart, spam among them, each with its reasons', () => {
    insert(5, 'contact', '2025-03-05T10:00:00.000Z', false, ['"email" is missing']);
    expect(ids({})).toEqual([4, 2, 1]);
    expect(ids({ held: true })).toEqual([5, 3]);
    expect(findLeads(db, { held: true })[0]).toMatchObject({ id: 5, held: true, spam: false, reasons: ['"email" is missing'] });
  });
});
