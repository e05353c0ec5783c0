// @vitest-environment node
// A burst of valid posts cannot exhaust the owner's mail account: past NOTIFY_MAX_PER_HOUR a channel sends digests.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestServer, type TestServer } from '../test-server';
import { startSmtpReceiver, startWebhookReceiver, until, type SmtpReceiver, type WebhookReceiver } from './test-receivers';

const secret = `whsec_${randomBytes(32).toString('base64')}`;

let smtp: SmtpReceiver;
let hook: WebhookReceiver;
let server: TestServer | undefined;

beforeEach(async () => {
  smtp = await startSmtpReceiver();
  hook = await startWebhookReceiver();
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await smtp.stop();
  await hook.stop();
});

describe('a flood of valid posts', () => {
  it(
    'stores all 200 posts of one client in a minute, and sends at most 30 messages plus digests naming every lead',
    { timeout: 60_000 },
    async () => {
      const env = { SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: 'owner@example.com', WEBHOOK_URL: hook.url, WEBHOOK_SECRET: secret };
      // The digest comes every 300 ms instead of every 15 minutes: the test cannot wait a quarter of an hour.
      server = await startTestServer(env, { deliveryTiming: { digestEveryMs: 300, pollMs: 100 } });
      const names = Array.from({ length: 200 }, (_, index) => `Visitor ${String(index + 1).padStart(3, '0')}`);
      for (const name of names) {
        expect((await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], name)))).status).toBe(200);
      }
      expect(server.rows()).toHaveLength(200);

      /** Every visitor named in the e-mails: a lead's own subject, or a line of a digest. */
      const namedByEmail = () =>
        new Set(smtp.emails.flatMap((email) => [...`${email.headers.subject}\n${email.text}`.matchAll(/Visitor \d{3}/g)].map((m) => m[0])));
      const namedByWebhook = () =>
        new Set(
          hook.requests.flatMap((request) => {
            const body = JSON.parse(request.body);
            const leads = body.type === 'lead.digest' ? body.data.leads : [body];
            return leads.map((lead: { data: { fields: { name: string } } }) => lead.data.fields.name);
          }),
        );
      await until(() => namedByEmail().size === 200 && namedByWebhook().size === 200, 30_000);

      const single = smtp.emails.filter((email) => !email.headers.subject.startsWith('Digest:'));
      const digests = smtp.emails.filter((email) => email.headers.subject.startsWith('Digest:'));
      expect(single.length).toBeLessThanOrEqual(30);
      expect(digests.length).toBeGreaterThan(0);
      expect(smtp.emails.length).toBeLessThan(200);
      const hookTypes = hook.requests.map((request) => JSON.parse(request.body).type);
      expect(hookTypes.filter((type) => type === 'lead.created').length).toBeLessThanOrEqual(30);
      expect(hookTypes).toContain('lead.digest');
      expect(server.logLines).toContainEqual(expect.stringMatching(/^Sent \d+ lead\(s\) by email as one digest/));
    },
  );
});
