// @vitest-environment node
// The real server when its database cannot take writes: locked by another process, or on a full disk.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFallbackJournal } from '../../../server/leads/fallback-journal';
import type { NewLead } from '../../../server/leads/lead-store';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const names = (test: TestServer) => test.rows().map((row) => JSON.parse(String(row.fields)).name);

describe('a database locked by another process', () => {
  it('answers every post 2xx while another process holds the lock, keeps serving pages, and has every lead in the database afterwards', async () => {
    server = await startTestServer();
    // Another process takes an exclusive lock, as a backup tool or a careless sqlite3 shell might, and lets go
    // when its input ends.
    const locker = spawn(
      process.execPath,
      [
        '-e',
        `const db = require('better-sqlite3')(${JSON.stringify(server.leadsDb)}); db.exec('BEGIN EXCLUSIVE'); console.log('locked'); process.stdin.resume().on('end', () => { db.exec('COMMIT'); db.close(); });`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => locker.stdout.once('data', resolve));
    const unlocked = new Promise((resolve) => locker.on('exit', resolve));

    const posted: string[] = [];
    const pageTimes: number[] = [];
    for (let index = 0; index < 5; index++) {
      const name = `During the lock ${index}`;
      const response = await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], name)));
      expect(response.status, name).toBe(200);
      posted.push(name);
      const started = performance.now();
      expect((await fetch(`${server.siteOrigin}/`)).status).toBe(200);
      pageTimes.push(performance.now() - started);
    }
    expect(Math.max(...pageTimes)).toBeLessThan(1_000);
    expect(names(server)).toEqual([]);

    locker.stdin.end();
    await unlocked;
    await vi.waitFor(() => expect(names(server!)).toEqual(posted), { timeout: 10_000, interval: 200 });
  });
});

describe('a database on a full disk', () => {
  const isRoot = process.getuid?.() === 0;

  // Mounting a filesystem needs root, as CI runs; elsewhere this one test cannot run.
  it.runIf(isRoot)(
    'keeps the leads in the journal, then moves them into the database once space is freed',
    { timeout: 30_000 },
    async () => {
      const base = mkdtempSync(join(tmpdir(), 'full-disk-'));
      const mount = join(base, 'small');
      const journalDir = join(base, 'journal');
      mkdirSync(mount);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mount]);
      try {
        const leadsDb = join(mount, 'leads.sqlite');
        server = await startTestServer({ LEADS_DB: leadsDb, LEADS_FALLBACK_DIR: journalDir });
        await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], 'Before the disk filled')));
        // Fill what is left of the disk.
        const filler = join(mount, 'filler');
        try {
          writeFileSync(filler, Buffer.alloc(2 * 1024 * 1024));
        } catch {
          // ENOSPC: the disk is full now, which is the point.
        }

        const during = ['On a full disk 1', 'On a full disk 2'];
        for (const name of during) {
          expect((await postForm(server.siteOrigin, encodeFormBody(withName(formBodies[3], name)))).status).toBe(200);
        }
        expect(
          openFallbackJournal<NewLead>(journalDir)
            .read()
            .map((lead) => lead.fields.name),
        ).toEqual(during);

        rmSync(filler);
        const db = () =>
          execFileSync(process.execPath, [
            '-e',
            `const db = require('better-sqlite3')(${JSON.stringify(leadsDb)}, { readonly: true }); console.log(JSON.stringify(db.prepare('SELECT fields FROM leads ORDER BY id').all().map((row) => JSON.parse(row.fields).name)));`,
          ]).toString();
        await vi.waitFor(() => expect(JSON.parse(db())).toEqual(['Before the disk filled', ...during]), { timeout: 10_000, interval: 250 });
        expect(openFallbackJournal<NewLead>(journalDir).read()).toEqual([]);
        await server.stop();
        server = undefined;
      } finally {
        execFileSync('umount', ['-l', mount]);
        rmSync(base, { recursive: true, force: true });
      }
    },
  );
});
