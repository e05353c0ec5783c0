// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businessTime } from '../../../server/notify/business-time';
import { deliveriesReport, deliveriesTable, deliveriesText, untoldLeads } from '../../../server/notify/deliveries-report';
import { deliveryTiming, dueDeliveries, markAttemptFailed, markSent } from '../../../server/notify/outbox';
import { insertLead, openTestDatabase, formLead, type TestDatabase } from './test-leads';

const start = new Date('2025-06-01T12:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
let test: TestDatabase;

beforeEach(async () => {
  test = await openTestDatabase();
  // Lead 1: its e-mail sent, its webhook given up. Lead 2: its e-mail waiting for a second try.
  insertLead(test.db, formLead('contact'), ['email', 'webhook'], start);
  const [email, webhook] = dueDeliveries(test.db, ['email', 'webhook'], start, 2);
  markSent(test.db, email.id, start);
  markAttemptFailed(test.db, webhook, 'The webhook answered HTTP 410.', later(deliveryTiming.giveUpAfterMs));
  insertLead(test.db, formLead('membership'), ['email'], later(1_000));
  const [second] = dueDeliveries(test.db, ['email'], later(1_000), 1);
  markAttemptFailed(test.db, second, 'connect ECONNREFUSED 127.0.0.1:465', later(1_000));
});

afterEach(() => test.close());

describe('deliveriesReport', () => {
  it('lists the pending deliveries, then the failed ones, and leaves out those sent', () => {
    expect(deliveriesReport(test.db)).toEqual([
      {
        leadId: 2,
        channel: 'email',
        status: 'pending',
        attempts: 1,
        createdAt: later(1_000).toISOString(),
        nextAttemptAt: later(6_000).toISOString(),
        lastError: 'connect ECONNREFUSED 127.0.0.1:465',
      },
      {
        leadId: 1,
        channel: 'webhook',
        status: 'failed',
        attempts: 1,
        createdAt: start.toISOString(),
        nextAttemptAt: null,
        lastError: 'The webhook answered HTTP 410.',
      },
    ]);
  });
});

describe('deliveriesTable', () => {
  it('lines the rows up under their headings', () => {
    expect(deliveriesTable(deliveriesReport(test.db)).split('\n')).toEqual([
      'LEAD  CHANNEL  STATUS   ATTEMPTS  NEXT ATTEMPT          LAST ERROR',
      '2     email    pending  1         2025-06-01 05:00 PDT  connect ECONNREFUSED 127.0.0.1:465',
      '1     webhook  failed   1         -                     The webhook answered HTTP 410.',
    ]);
  });

  it('says so when every lead has reached each channel', () => {
    expect(deliveriesTable([])).toBe('No pending or failed deliveries: every lead has reached each channel.');
  });
});

describe('deliveriesText', () => {
  it('says every lead has reached each channel only when a channel is configured and no lead was left untold', async () => {
    const fresh = await openTestDatabase();
    try {
      insertLead(fresh.db, formLead('contact'), []);
      expect(deliveriesText([], untoldLeads(fresh.db), [])).toBe(
        [
          'No channel is configured here: set SMTP_URL and NOTIFY_EMAIL_TO, or WEBHOOK_URL and WEBHOOK_SECRET, as the server has them.',
          'No pending or failed deliveries.',
          '1 lead no channel has been told of (a server with a channel sends those of the last 7 days):',
          `  1  ${businessTime(untoldLeads(fresh.db)[0].receivedAt)}  contact  Riley Singh`,
          '',
        ].join('\n'),
      );
      fresh.db.prepare('DELETE FROM leads').run();
      expect(deliveriesText([], untoldLeads(fresh.db), ['email'])).toBe(
        'No pending or failed deliveries: every lead has reached each channel.\n',
      );
    } finally {
      await fresh.close();
    }
  });

  it('leaves spam out of the untold leads, and prints a name with control characters harmlessly', async () => {
    const fresh = await openTestDatabase();
    try {
      insertLead(fresh.db, { ...formLead('contact'), spam: true }, []);
      insertLead(fresh.db, { ...formLead('contact'), fields: { name: 'Evil\u001b[2J\u202eName' } }, []);
      expect(untoldLeads(fresh.db).map((lead) => lead.id)).toEqual([2]);
      expect(deliveriesText([], untoldLeads(fresh.db), ['email'])).toContain('contact  Evil [2J Name\n');
    } finally {
      await fresh.close();
    }
  });
});
