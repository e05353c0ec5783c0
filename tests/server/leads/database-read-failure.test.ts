// @vitest-environment node
// The real server as its own process while its database fails reads, with a webhook to tell: it stays up, keeps every
// lead in the fallback journal, says so on /healthz, and moves them in once the database is back (product rules §7.7).
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthReport } from '../../../server/http/healthz';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { startWebhookReceiver, until, type WebhookReceiver } from '../notify/test-receivers';
import { spawnServer, type ServerProcess } from '../spawn-server';
import { makeFixtureDist, postForm } from '../test-server';

let server: ServerProcess | undefined;
let hook: WebhookReceiver | undefined;
let dir: string | undefined;

afterEach(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  server = undefined;
  await hook?.stop();
  hook = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs `sql` on the database at `path` through a connection of its own, as another process would. */
function execute(path: string, sql: string): void {
  const db = new Database(path);
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

/** The names of the leads in the database at `path`, oldest first. */
function storedNames(path: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT fields FROM leads ORDER BY id').all() as Array<{ fields: string }>).map(
      (row) => JSON.parse(row.fields).name as string,
    );
  } finally {
    db.close();
  }
}

const health = async (origin: string) => {
  const answer = await fetch(`${origin}/healthz`);
  return { status: answer.status, report: (await answer.json()) as HealthReport };
};

describe('a database that fails reads under a running server', () => {
  it(
    'keeps the server up, journals and answers every post, reports the fault, and drains the journal once the database is back',
    { timeout: 60_000 },
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'read-failure-'));
      const leadsDb = join(dir, 'leads.sqlite');
      hook = await startWebhookReceiver();
      server = await spawnServer({
        DIST_DIR: await makeFixtureDist(dir),
        LEADS_DB: leadsDb,
        WEBHOOK_URL: hook.url,
        WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      });
      const origin = server.siteOrigin;
      expect((await postForm(origin, encodeFormBody(withName(formBodies[3], 'Before the fault')))).status).toBe(200);
      await until(() => hook!.requests.length === 1);

      // The outbox's table goes: every read of it fails, and so does every write of a lead with its deliveries.
      const db = new Database(leadsDb, { readonly: true });
      const schema = (
        db.prepare(`SELECT sql FROM sqlite_master WHERE tbl_name = 'deliveries' AND sql IS NOT NULL`).all() as Array<{ sql: string }>
      )
        .map((row) => `${row.sql};`)
        .join('\n');
      db.close();
      execute(leadsDb, 'DROP TABLE deliveries');

      const during = ['During the fault 1', 'During the fault 2', 'During the fault 3'];
      const answers = await Promise.all(during.map((name) => postForm(origin, encodeFormBody(withName(formBodies[3], name)))));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const second = await postForm(origin, encodeFormBody(withName(formBodies[3], 'During the fault 4')));
      expect(second.status).toBe(200);
      during.push('During the fault 4');
      expect(storedNames(leadsDb)).toEqual(['Before the fault']);

      // Still up: it serves pages, and its health check names the fault.
      expect((await fetch(`${origin}/`)).status).toBe(200);
      await vi.waitFor(
        async () => {
          const { status, report } = await health(origin);
          expect(status).toBe(503);
          expect(report.fallbackJournal?.leads).toBe(4);
          expect(report.reasons).toContainEqual(expect.stringContaining('new leads go to the fallback journal'));
          expect(report.reasons).toContainEqual("Sending the owner's notifications from the outbox failed (no such table: deliveries).");
        },
        { timeout: 10_000, interval: 250 },
      );
      // The owner heard of the journaled leads by the webhook, from the journal.
      await until(() => hook!.requests.length >= 5, 10_000);

      execute(leadsDb, schema);
      // The concurrent posts are journaled in whatever order they arrived.
      await vi.waitFor(() => expect(storedNames(leadsDb).sort()).toEqual(['Before the fault', ...during].sort()), {
        timeout: 15_000,
        interval: 250,
      });
      await vi.waitFor(
        async () => {
          const { status, report } = await health(origin);
          expect(report.reasons).toEqual([]);
          expect(status).toBe(200);
          expect(report.fallbackJournal).toEqual({ leads: 0, bytes: 0 });
        },
        { timeout: 15_000, interval: 250 },
      );
      // Each fault logged once, however many posts and retries met it.
      const lines = server.output().split('\n');
      for (const fault of [
        'The leads database refused a write',
        "The outbox's sent messages could not be counted",
        'The outbox could not be read',
      ])
        expect(
          lines.filter((line) => line.startsWith(fault)),
          fault,
        ).toHaveLength(1);
      const exitedEarly = await Promise.race([server.exited.then(() => true), Promise.resolve(false)]);
      expect(exitedEarly, server.output()).toBe(false);
    },
  );
});
