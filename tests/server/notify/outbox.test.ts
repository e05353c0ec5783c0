// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimDeliveries,
  deliveryTiming,
  dueDeliveries,
  enqueueDeliveries,
  markAttemptFailed,
  markSent,
  nextAttemptAt,
  requeueAsLead,
  retryDelayMs,
} from '../../../server/notify/outbox';
import { insertLead, openTestDatabase, formLead, submissionIdOf, type TestDatabase } from './test-leads';

describe('retryDelayMs', () => {
  it.each([
    [1, 5],
    [2, 10],
    [3, 20],
    [4, 40],
    [5, 80],
    [6, 160],
    [7, 300],
    [8, 300],
    [100, 300],
  ])('waits, after %i failed attempts, %i s', (attempts, seconds) => {
    expect(retryDelayMs(attempts)).toBe(seconds * 1000);
  });

  it('retries first within 10 s and never waits more than 5 minutes', () => {
    expect(retryDelayMs(1)).toBeLessThanOrEqual(10_000);
    expect(Math.max(...Array.from({ length: 300 }, (_, index) => retryDelayMs(index + 1)))).toBe(300_000);
  });

  it('gives up after 24 hours', () => {
    expect(deliveryTiming.giveUpAfterMs).toBe(24 * 60 * 60 * 1000);
  });
});

describe('the outbox', () => {
  let test: TestDatabase;
  const start = new Date('2025-06-01T12:00:00.000Z');
  const later = (ms: number) => new Date(start.getTime() + ms);

  beforeEach(async () => {
    test = await openTestDatabase();
  });
  afterEach(() => test.close());

  it('holds one pending delivery per channel, due at once, when the lead is enqueued', () => {
    const id = insertLead(test.db, formLead('contact'), ['email', 'webhook'], start);
    expect(test.deliveries()).toMatchObject([
      { lead_id: id, channel: 'email', status: 'pending', attempts: 0 },
      { lead_id: id, channel: 'webhook', status: 'pending', attempts: 0 },
    ]);
    expect(nextAttemptAt(test.db, ['email', 'webhook'])).toBe(start.toISOString());
  });

  it('ignores a second enqueue of the same lead', () => {
    const id = insertLead(test.db, formLead('contact'), ['email'], start);
    enqueueDeliveries(test.db, id, ['email'], later(1000));
    expect(test.deliveries()).toHaveLength(1);
  });

  it('holds nothing for a lead its caller does not enqueue, such as a held one', () => {
    insertLead(test.db, { ...formLead('contact'), held: true }, ['email', 'webhook'], start);
    expect(test.deliveries()).toEqual([]);
    expect(dueDeliveries(test.db, ['email', 'webhook'], later(60_000), 10)).toEqual([]);
  });

  it('gives due deliveries on the asked channels with their lead, and not those of another channel', () => {
    const id = insertLead(test.db, formLead('calculator quote'), ['email', 'webhook'], start);
    const due = dueDeliveries(test.db, ['webhook'], start, 10);
    expect(due).toEqual([
      {
        id: 2,
        channel: 'webhook',
        attempts: 0,
        createdAt: start.toISOString(),
        lead: {
          id,
          submissionId: submissionIdOf(test.db, id),
          receivedAt: start.toISOString(),
          ...formLead('calculator quote'),
          attribution: {},
        },
      },
    ]);
    expect(dueDeliveries(test.db, [], start, 10)).toEqual([]);
  });

  it('gives a due delivery the page and UTM tags its lead came with', () => {
    const attribution = { page: 'https://lakeview-strata.example/residents', utm_source: 'newsletter' };
    insertLead(test.db, { ...formLead('calculator quote'), attribution }, ['email'], start);
    expect(dueDeliveries(test.db, ['email'], start, 1)[0].lead).toMatchObject({ partner: 'lakeview-strata', attribution });
  });

  it('reschedules a failed attempt with backoff, keeping the error', () => {
    insertLead(test.db, formLead('contact'), ['email'], start);
    const [delivery] = dueDeliveries(test.db, ['email'], start, 1);
    expect(markAttemptFailed(test.db, delivery, 'connect ECONNREFUSED', start)).toEqual({ gaveUp: false, retryInMs: 5_000 });
    expect(dueDeliveries(test.db, ['email'], later(4_999), 1)).toEqual([]);
    const [again] = dueDeliveries(test.db, ['email'], later(5_000), 1);
    expect(again.attempts).toBe(1);
    expect(markAttemptFailed(test.db, again, 'connect ECONNREFUSED', later(5_000))).toEqual({ gaveUp: false, retryInMs: 10_000 });
    expect(test.deliveries()).toMatchObject([{ status: 'pending', attempts: 2, last_error: 'connect ECONNREFUSED' }]);
  });

  it('marks a delivery failed when it fails again 24 hours after it was written', () => {
    insertLead(test.db, formLead('contact'), ['email'], start);
    const [delivery] = dueDeliveries(test.db, ['email'], start, 1);
    expect(markAttemptFailed(test.db, delivery, 'still down', later(deliveryTiming.giveUpAfterMs - 1)).gaveUp).toBe(false);
    expect(markAttemptFailed(test.db, delivery, 'still down', later(deliveryTiming.giveUpAfterMs)).gaveUp).toBe(true);
    expect(test.deliveries()).toMatchObject([{ status: 'failed', last_error: 'still down' }]);
    expect(dueDeliveries(test.db, ['email'], later(2 * deliveryTiming.giveUpAfterMs), 1)).toEqual([]);
    expect(nextAttemptAt(test.db, ['email'])).toBeNull();
  });

  it('varies a retry by its jitter, and never retries sooner than a Retry-After asked', () => {
    insertLead(test.db, formLead('contact'), ['email'], start);
    const [delivery] = dueDeliveries(test.db, ['email'], start, 1);
    expect(markAttemptFailed(test.db, delivery, 'busy', start, deliveryTiming, { jitter: 1.2 })).toEqual({
      gaveUp: false,
      retryInMs: 6_000,
    });
    expect(markAttemptFailed(test.db, delivery, 'busy', start, deliveryTiming, { minWaitMs: 120_000 })).toEqual({
      gaveUp: false,
      retryInMs: 120_000,
    });
  });

  it('marks a delivery sent, with its time, and no longer gives it', () => {
    insertLead(test.db, formLead('contact'), ['email'], start);
    const [delivery] = dueDeliveries(test.db, ['email'], start, 1);
    markSent(test.db, delivery.id, later(1_000));
    expect(test.deliveries()).toMatchObject([{ status: 'sent', attempts: 1, sent_at: later(1_000).toISOString(), last_error: null }]);
    expect(dueDeliveries(test.db, ['email'], later(60_000), 1)).toEqual([]);
  });

  it('keeps a delivery queued again by a release while its held notice was on its way', () => {
    const id = insertLead(test.db, formLead('contact'), [], start);
    enqueueDeliveries(test.db, id, ['email'], start, 'held');
    const [held] = claimDeliveries(test.db, dueDeliveries(test.db, ['email'], start, 1), start);
    expect(held.lead.heldReasons).toEqual([]);
    requeueAsLead(test.db, id, later(1_000));
    markSent(test.db, held.id, later(2_000), held.claimedUntil);
    expect(test.db.prepare('SELECT status, kind, attempts FROM deliveries').get()).toEqual({
      status: 'pending',
      kind: 'lead',
      attempts: 0,
    });
  });
});
