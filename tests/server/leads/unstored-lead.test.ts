// @vitest-environment node
// A lead neither the database nor the fallback journal can take (product rules §7.3): no answer at all, so the
// visitor's form shows its failure alert and keeps what was typed; the owner hears of each such lead once.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { startSmtpReceiver, startWebhookReceiver, until, type SmtpReceiver, type WebhookReceiver } from '../notify/test-receivers';
import { postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer | undefined;
let smtp: SmtpReceiver | undefined;
let hook: WebhookReceiver | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await smtp?.stop();
  await hook?.stop();
});

const isRoot = process.getuid?.() === 0;

/** What a post ends as from the browser's side: its status, or 'no answer' when the connection is dropped. */
const outcome = (response: Promise<Response>) => response.then((answer) => answer.status).catch(() => 'no answer' as const);

describe('a full disk that holds both the database and the fallback journal', () => {
  // Mounting a filesystem needs root, as CI runs.
  it.runIf(isRoot)(
    'answers no post, tells the owner once of each real lead, never of spam, and keeps nothing in memory',
    { timeout: 30_000 },
    async () => {
      const base = mkdtempSync(join(tmpdir(), 'unstored-'));
      const mount = join(base, 'small');
      mkdirSync(mount);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mount]);
      try {
        smtp = await startSmtpReceiver();
        hook = await startWebhookReceiver();
        server = await startTestServer({
          LEADS_DB: join(mount, 'leads.sqlite'),
          LEADS_FALLBACK_DIR: join(mount, 'journal'),
          SMTP_URL: smtp.url,
          NOTIFY_EMAIL_TO: 'owner@example.com',
          WEBHOOK_URL: hook.url,
          WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
          QUARANTINE_MIN_FREE_MB: '0',
        });
        try {
          writeFileSync(join(mount, 'filler'), Buffer.alloc(2 * 1024 * 1024));
        } catch {
          // ENOSPC: the disk is full now, which is the point.
        }
        const names = ['Full disk 1', 'Full disk 2', 'Full disk 3'];
        const spam = new URLSearchParams(encodeFormBody(withName(formBodies[3], 'Full disk spam')));
        spam.set('bot-field', 'filled');
        const outcomes = await Promise.all([
          ...names.map((name) => outcome(postForm(server!.siteOrigin, encodeFormBody(withName(formBodies[3], name))))),
          outcome(postForm(server.siteOrigin, spam)),
        ]);
        expect(outcomes).toEqual(['no answer', 'no answer', 'no answer', 'no answer']);

        const notices = () => smtp!.emails.filter((email) => email.headers.subject.includes('could not be stored'));
        await until(() => notices().length >= names.length);
        // A last lead, and its notice, mark a point well past any retry: still one notice per lead.
        expect(await outcome(postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], 'Full disk last'))))).toBe('no answer');
        await until(() => notices().some((email) => email.headers.subject.includes('Full disk last')));
        expect(
          notices()
            .map((email) => email.headers.subject)
            .sort(),
        ).toEqual([...names, 'Full disk last'].map((name) => `Okanagan Exterior server: a lead could not be stored (${name})`).sort());
        expect(smtp.emails.every((email) => !email.text.includes('Full disk spam'))).toBe(true);
        expect(hook.requests.filter((request) => request.body.includes('could not be stored'))).toHaveLength(names.length + 1);
        const health = (await (await fetch(`${server.siteOrigin}/healthz`)).json()) as { reasons: string[] };
        expect(health.reasons.join(' ')).not.toContain('in memory');
        await server.stop();
        server = undefined;
      } finally {
        execFileSync('umount', ['-l', mount]);
        rmSync(base, { recursive: true, force: true });
      }
    },
  );
});
