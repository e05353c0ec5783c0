// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayCounts, startDailySummary } from '../../../server/notify/daily-summary';
import { ownerNotices, tellEveryChannel } from '../../../server/notify/notify-channels';
import { readNotifyConfig } from '../../../server/notify/notify-config';
import { deliveryTiming, dueDeliveries, markAttemptFailed } from '../../../server/notify/outbox';
import { insertLead, openTestDatabase, formLead, type TestDatabase } from './test-leads';
import { startSmtpReceiver, until, type SmtpReceiver } from './test-receivers';

const now = new Date('2025-06-02T15:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
let test: TestDatabase;
let smtp: SmtpReceiver;

beforeEach(async () => {
  test = await openTestDatabase();
  smtp = await startSmtpReceiver();
  // The past day: two leads, a held post, spam, and a delivery given up; a lead of two days ago besides.
  insertLead(test.db, formLead('contact'), [], hoursAgo(2));
  insertLead(test.db, formLead('membership'), ['webhook'], hoursAgo(30));
  const [old] = dueDeliveries(test.db, ['webhook'], now, 1);
  markAttemptFailed(test.db, old, 'The webhook answered HTTP 500.', new Date(hoursAgo(30).getTime() + deliveryTiming.giveUpAfterMs));
  insertLead(test.db, formLead('quote page'), [], hoursAgo(5));
  insertLead(test.db, { ...formLead('contact'), held: true }, [], hoursAgo(1));
  insertLead(test.db, { ...formLead('contact'), spam: true }, [], hoursAgo(1));
  insertLead(test.db, formLead('contact'), [], hoursAgo(48));
});

afterEach(async () => {
  await smtp.stop();
  await test.close();
});

describe('the daily summary', () => {
  it('counts the past day’s leads, held posts, spam and deliveries given up', () => {
    expect(dayCounts(test.db, now)).toEqual({ leads: 2, held: 1, spam: 1, failedDeliveries: 1 });
  });

  it('reaches the owner through the channels each time its timer fires', async () => {
    const config = readNotifyConfig({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: 'owner@example.com' });
    // Every 50 ms instead of every day: the test cannot wait a day.
    const stop = startDailySummary(
      test.db,
      tellEveryChannel(ownerNotices(config), () => undefined),
      { everyMs: 50, now: () => now },
    );
    try {
      await until(() => smtp.emails.length >= 1);
    } finally {
      stop();
    }
    const [email] = smtp.emails;
    expect(email.headers.subject).toBe('Okanagan Exterior server: daily summary: 2 leads');
    expect(email.text.trimEnd().split(/\r?\n/)).toEqual([
      'The 24 hours to 2025-06-02 08:00 PDT:',
      '',
      'Leads: 2',
      'Held posts (not spam): 1 (npm run leads -- held)',
      'Spam: 1',
      'Deliveries given up: 1 (npm run leads -- deliveries)',
    ]);
  });
});
