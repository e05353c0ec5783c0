// @vitest-environment node
// The real server process meeting a fault no part of it caught (product rules §7.7): it goes on while it can store a
// lead, and exits only once neither the database nor the fallback journal can take one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthReport } from '../../../server/http/healthz';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { holdWriteLock, type WriteLock } from '../hold-write-lock';
import { spawnServer, waitForOutput, type ServerProcess } from '../spawn-server';
import { makeFixtureDist, postForm } from '../test-server';

let server: ServerProcess | undefined;
let lock: WriteLock | undefined;
let dir: string | undefined;

afterEach(async () => {
  await lock?.release();
  lock = undefined;
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  server = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The server process, on a fixture build and a database of its own, with its journal in a folder of its own. */
async function start(fault = 'thrown') {
  dir = await mkdtemp(join(tmpdir(), 'last-resort-'));
  const journalDir = join(dir, 'journal');
  const leadsDb = join(dir, 'leads.sqlite');
  server = await spawnServer(
    { DIST_DIR: await makeFixtureDist(dir), LEADS_DB: leadsDb, LEADS_FALLBACK_DIR: journalDir, FAULT: fault },
    'tests/server/http/fault-entry.ts',
  );
  return { server, journalDir, leadsDb };
}

describe('a fault no part of the server caught', () => {
  it.each(['thrown', 'rejection'])(
    '(%s) leaves the server running and storing leads, logged and reported by /healthz',
    { timeout: 30_000 },
    async (fault) => {
      const { server } = await start(fault);
      server.child.kill('SIGUSR2');
      await waitForOutput(server, 'A fault no part of the server caught: Error: A fault nobody caught');
      expect((await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], 'After the fault')))).status).toBe(200);
      const health = await fetch(`${server.siteOrigin}/healthz`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as HealthReport).reasons).toContain('A part of the server failed (A fault nobody caught).');
      expect(server.child.exitCode).toBeNull();
    },
  );

  it('ends the process once neither the database nor the journal can take a lead', { timeout: 30_000 }, async () => {
    const { server, journalDir, leadsDb } = await start();
    await rm(journalDir, { recursive: true, force: true });
    await writeFile(journalDir, '');
    lock = await holdWriteLock(leadsDb);
    server.child.kill('SIGUSR2');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Neither the leads database nor the fallback journal can take a lead: dropping the posts in flight');
  });
});
