// @vitest-environment node
// A claim on a delivery holds only while its worker lives: a server killed mid-send leaves its deliveries to the next within 30 s.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDeliveries, dueDeliveries, renewClaims } from '../../../server/notify/outbox';
import { insertLead, openTestDatabase, formLead, type TestDatabase } from './test-leads';

let test: TestDatabase;
const start = new Date('2025-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);

beforeEach(async () => {
  test = await openTestDatabase();
});

afterEach(() => test.close());

const claim = (at: Date) => claimDeliveries(test.db, dueDeliveries(test.db, ['email'], at, 10), at);

describe('claimDeliveries', () => {
  it('lets another worker take a delivery whose worker died mid-send within 30 s', () => {
    insertLead(test.db, formLead('contact'), ['email'], start);
    expect(claim(start)).toHaveLength(1);
    // The worker is killed here: it never records the outcome, nor renews its claim.
    expect(claim(later(30_000))).toHaveLength(1);
  });

  it('keeps a delivery from every other worker while its own renews the claim', () => {
    insertLead(test.db, formLead('contact'), ['email'], start);
    const claimed = claim(start);
    for (const at of [10_000, 20_000, 30_000, 40_000]) {
      renewClaims(test.db, claimed, later(at));
      expect(claim(later(at + 5_000))).toEqual([]);
    }
  });
});
