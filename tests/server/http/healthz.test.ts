// @vitest-environment node
// GET /healthz on the real server: 200 while the database takes writes, 503 with the reason for each way it cannot store a lead as it should.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { healthz, journalDrainAlertMs, type HealthReport } from '../../../server/http/healthz';
import { fallbackJournalFile, openFallbackJournal } from '../../../server/leads/fallback-journal';
import { openLeadStore, type NewLead } from '../../../server/leads/lead-store';
import { lead } from '../leads/lead-fixtures';
import { holdWriteLock, type WriteLock } from '../hold-write-lock';
import { startWebhookReceiver, type WebhookReceiver } from '../notify/test-receivers';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer | undefined;
let lock: WriteLock | undefined;
let hook: WebhookReceiver | undefined;

afterEach(async () => {
  await lock?.release();
  lock = undefined;
  await server?.stop();
  server = undefined;
  await hook?.stop();
  hook = undefined;
});

async function health(origin: string): Promise<{ status: number; cacheControl: string | null; report: HealthReport }> {
  const response = await fetch(`${origin}/healthz`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), report: (await response.json()) as HealthReport };
}

/** Resolves once /healthz answers `status`, polling; fails after `timeoutMs`. */
async function untilStatus(origin: string, status: number, timeoutMs: number): Promise<HealthReport> {
  return vi.waitFor(
    async () => {
      const answer = await health(origin);
      expect(answer.status).toBe(status);
      return answer.report;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

const post = (test: TestServer, name: string) => postForm(test.siteOrigin, encodeFormBody(withName(formBodies[3], name)));

describe('GET /healthz', () => {
  it('answers 200 and ok with the counts, not cached, not logged, and without any lead in it', async () => {
    server = await startTestServer();
    expect((await post(server, 'Quinn Healthcheck')).status).toBe(200);
    // A held post: an unknown field.
    const held = new URLSearchParams(encodeFormBody(withName(formBodies[3], 'Held Healthcheck')));
    held.set('fax', '250-555-0100');
    expect((await postForm(server.siteOrigin, held)).status).toBe(200);
    const logged = server.logLines.length;

    const answer = await health(server.siteOrigin);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.report).toEqual({ ok: true, reasons: [], outboxPending: 0, heldPosts: 1, fallbackJournal: { leads: 0, bytes: 0 } });
    const head = await fetch(`${server.siteOrigin}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (let index = 0; index < 3; index++) await health(server.siteOrigin);
    expect(server.logLines.length).toBe(logged);
  });

  it('tells a client beyond this machine only whether it is ok: no counts, reasons or paths', async () => {
    // Behind a proxy on this machine: the visitor's address is the one the proxy forwards.
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
    const held = new URLSearchParams(encodeFormBody(withName(formBodies[3], 'Held Stranger')));
    held.set('bot-field', 'filled');
    expect((await postForm(server.siteOrigin, held)).status).toBe(200);
    const stranger = { 'x-forwarded-for': '203.0.113.9' };
    const ok = await fetch(`${server.siteOrigin}/healthz`, { headers: stranger });
    expect([ok.status, await ok.json()]).toEqual([200, { ok: true }]);
    expect((await health(server.siteOrigin)).report).toMatchObject({ ok: true, heldPosts: 0, outboxPending: 0 });

    lock = await holdWriteLock(server.leadsDb);
    await untilStatus(server.siteOrigin, 503, 5_000);
    const failing = await fetch(`${server.siteOrigin}/healthz`, { headers: stranger });
    expect([failing.status, await failing.json()]).toEqual([503, { ok: false }]);
  });

  it('goes 503 within 5 s of another process locking the database, and back to 200 once it lets go', { timeout: 30_000 }, async () => {
    server = await startTestServer();
    expect((await health(server.siteOrigin)).status).toBe(200);

    lock = await holdWriteLock(server.leadsDb);
    const locked = await untilStatus(server.siteOrigin, 503, 5_000);
    expect(locked.ok).toBe(false);
    expect(locked.reasons).toEqual(['The leads database does not take writes (database is locked).']);
    // A lead posted meanwhile waits in the fallback journal, and the answer says so.
    expect((await post(server, 'During the lock')).status).toBe(200);
    await vi.waitFor(
      async () => {
        const { status, report } = await health(server!.siteOrigin);
        expect(status).toBe(503);
        expect(report.fallbackJournal).toMatchObject({ leads: 1 });
        expect(report.reasons).toContain('The leads database refused a write: new leads go to the fallback journal until it takes them.');
      },
      { timeout: 5_000, interval: 100 },
    );

    await lock.release();
    lock = undefined;
    const after = await untilStatus(server.siteOrigin, 200, 5_000);
    expect(after).toMatchObject({ ok: true, reasons: [] });
    await vi.waitFor(async () => expect((await health(server!.siteOrigin)).report.fallbackJournal).toEqual({ leads: 0, bytes: 0 }), {
      timeout: 5_000,
      interval: 100,
    });
    expect(server.rows().map((row) => JSON.parse(String(row.fields)).name)).toEqual(['During the lock']);
  });

  it('answers 503 while the fallback journal cannot be read', async () => {
    const journalDir = await mkdtemp(join(tmpdir(), 'healthz-journal-'));
    // A folder where the journal file should be: reading it fails as a failing disk would.
    await mkdir(join(journalDir, fallbackJournalFile));
    try {
      server = await startTestServer({ LEADS_FALLBACK_DIR: journalDir });
      const answer = await health(server.siteOrigin);
      expect(answer.status).toBe(503);
      expect(answer.report.reasons).toContain('The fallback journal cannot be read (EISDIR: illegal operation on a directory, read).');
      expect(answer.report.fallbackJournal).toBeNull();
    } finally {
      await rm(journalDir, { recursive: true, force: true });
    }
  });

  it("answers 503 naming ReadWritePaths= once the journal's folder cannot be written", async () => {
    const journalDir = await mkdtemp(join(tmpdir(), 'healthz-journal-'));
    try {
      server = await startTestServer({ LEADS_FALLBACK_DIR: journalDir });
      expect((await health(server.siteOrigin)).status).toBe(200);
      // A file where the folder was, as a read-only folder is to the server.
      await rm(journalDir, { recursive: true, force: true });
      await writeFile(journalDir, '');
      const report = await untilStatus(server.siteOrigin, 503, 5_000);
      expect(report.reasons).toEqual([expect.stringMatching(/fallback journal's folder .* cannot be written .*ReadWritePaths=/)]);
    } finally {
      await rm(journalDir, { recursive: true, force: true });
    }
  });

  it('answers 503 while the disk of the database is low on space', async () => {
    // More free space asked for than any test machine has.
    server = await startTestServer({ QUARANTINE_MIN_FREE_MB: '100000000' });
    const answer = await health(server.siteOrigin);
    expect(answer.status).toBe(503);
    expect(answer.report.reasons).toEqual([
      'The disk of the leads database is low on space (below QUARANTINE_MIN_FREE_MB): held posts are not stored.',
    ]);
  });

  it(
    'answers 503 while a notification channel has failed for the alert window, and 200 once it delivers',
    { timeout: 30_000 },
    async () => {
      hook = await startWebhookReceiver();
      hook.status = 500;
      const env = { WEBHOOK_URL: hook.url, WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}` };
      server = await startTestServer(env, { deliveryTiming: { alertAfterMs: 300, retryBaseMs: 50, retryCapMs: 100 } });
      expect((await post(server, 'While the webhook fails')).status).toBe(200);
      const failing = await untilStatus(server.siteOrigin, 503, 10_000);
      expect(failing.reasons).toEqual(['The webhook has failed for DELIVERY_ALERT_AFTER_SECONDS or longer; its leads wait in the outbox.']);
      expect(failing.outboxPending).toBe(1);

      hook.status = 204;
      const recovered = await untilStatus(server.siteOrigin, 200, 10_000);
      expect(recovered.outboxPending).toBe(0);
    },
  );
});

describe('GET /healthz over a journal that does not drain', () => {
  it('answers 503 once the fallback journal has held leads for five minutes, and names how many and how long', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'healthz-drain-'));
    let clock = Date.now();
    const store = openLeadStore(join(dir, 'leads.sqlite'), { now: () => clock });
    // Another server's journal, which it keeps touching: this one leaves it alone, and it does not drain.
    const other = openFallbackJournal<NewLead>(dir, { id: 'a11fe' });
    const app = Fastify();
    await app.register(healthz, { store, lowOnSpace: () => false, failingChannels: () => [] });
    const report = async () => {
      const answer = await app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' });
      return { status: answer.statusCode, report: answer.json() as HealthReport };
    };
    try {
      other.append([lead('Waiting in the other journal')]);
      expect(await report()).toMatchObject({ status: 200, report: { fallbackJournal: { leads: 1 } } });
      clock += journalDrainAlertMs;
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // Past the second an answer is reused.
      expect(await report()).toMatchObject({
        status: 503,
        report: { reasons: ['The fallback journal has held 1 lead(s) for 5 minutes without draining into the database.'] },
      });
    } finally {
      other.close();
      await app.close();
      store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
