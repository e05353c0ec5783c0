// @vitest-environment node
// `npm run leads -- backup FILE` against the real server: a copy that restores, taken while leads are posted, with the fallback journal in it.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leadsReport } from '../../../scripts/leads/leads';
import { openFallbackJournal } from '../../../server/leads/fallback-journal';
import { backupLeads } from '../../../server/leads/backup-leads';
import { openLeadStore } from '../../../server/leads/lead-store';
import { holdWriteLock, type WriteLock } from '../hold-write-lock';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestServer, type TestServer } from '../test-server';
import { lead, testFolder } from './lead-fixtures';

const folder = testFolder('leads-backup-');
let server: TestServer | undefined;
let restored: TestServer | undefined;
let lock: WriteLock | undefined;

afterEach(async () => {
  await lock?.release();
  lock = undefined;
  await Promise.all([server?.stop(), restored?.stop()]);
  server = restored = undefined;
});

const cliArgs = (file: string) => ['--import', 'tsx', 'scripts/leads/leads.ts', 'backup', file];

/** `npm run leads -- backup FILE` for the database at `leadsDb`, as a person runs it beside the server. */
function backup(leadsDb: string, file: string) {
  return spawnSync(process.execPath, cliArgs(file), { env: { ...process.env, LEADS_DB: leadsDb }, encoding: 'utf8' });
}

/** The names `npm run leads -- list` shows for the database at `leadsDb`, newest first; held ones with `held`. */
const listed = (leadsDb: string, command = 'list') =>
  (JSON.parse(leadsReport([command, '--format', 'json', '--spam'], { LEADS_DB: leadsDb })) as Array<{ fields: { name: string } }>).map(
    (stored) => stored.fields.name,
  );

const post = (test: TestServer, name: string) => postForm(test.siteOrigin, encodeFormBody(withName(formBodies[3], name)));

describe('npm run leads -- backup', () => {
  it(
    'copies the running server database into a new private folder, and the copy restored lists the same leads',
    { timeout: 60_000 },
    async () => {
      server = await startTestServer();
      for (const body of formBodies) expect((await postForm(server.siteOrigin, encodeFormBody(body))).status).toBe(200);
      const held = new URLSearchParams(encodeFormBody(withName(formBodies[3], 'Held Post')));
      held.set('fax', '250-555-0100');
      expect((await postForm(server.siteOrigin, held)).status).toBe(200);
      const leads = listed(server.leadsDb);
      const heldPosts = listed(server.leadsDb, 'held');
      expect(leads).toHaveLength(4);
      expect(heldPosts).toEqual(['Held Post']);

      const file = join(folder(), 'backups', 'daily', 'leads.sqlite');
      const result = backup(server.leadsDb, file);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(`Backed up 5 leads to ${file}.\n`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(folder(), 'backups', 'daily')).mode & 0o777).toBe(0o700);
      // One file, nothing left beside it.
      expect(existsSync(`${file}-wal`)).toBe(false);

      // Restore: the server stopped, the copy in place of its database, then started again on it.
      await server.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${server.leadsDb}${suffix}`, { force: true });
      copyFileSync(file, server.leadsDb);
      expect(listed(server.leadsDb)).toEqual(leads);
      expect(listed(server.leadsDb, 'held')).toEqual(heldPosts);
      restored = await startTestServer({ LEADS_DB: server.leadsDb });
      expect((await fetch(`${restored.siteOrigin}/healthz`)).status).toBe(200);
      expect((await post(restored, 'After the restore')).status).toBe(200);
      expect(listed(server.leadsDb)).toEqual(['After the restore', ...leads]);
    },
  );

  it('folds the leads still in the fallback journal into the copy, and leaves the journal to the server', { timeout: 60_000 }, async () => {
    server = await startTestServer();
    expect((await post(server, 'Before the lock')).status).toBe(200);
    lock = await holdWriteLock(server.leadsDb);
    for (const name of ['In the journal 1', 'In the journal 2']) expect((await post(server, name)).status).toBe(200);
    const journal = openFallbackJournal(server.dir);
    expect(journal.size().rows).toBe(2);

    const file = join(folder(), 'leads.sqlite');
    const result = backup(server.leadsDb, file);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`Backed up 3 leads to ${file} (2 of them from the fallback journal).\n`);
    expect(listed(file)).toEqual(['In the journal 2', 'In the journal 1', 'Before the lock']);
    expect(journal.size().rows).toBe(2);
  });

  it('taken while leads are posted over HTTP, holds every lead answered before it began', { timeout: 90_000 }, async () => {
    // A database of some size, so the copy has pages to read while the server writes.
    const leadsDb = join(folder(), 'live', 'leads.sqlite');
    const store = openLeadStore(leadsDb);
    await Promise.all(Array.from({ length: 5_000 }, (_, index) => store.save(lead(`Earlier ${index}`))));
    store.close();
    server = await startTestServer({ LEADS_DB: leadsDb });

    const answeredAt = new Map<string, number>();
    let posting = true;
    let count = 0;
    const poster = async () => {
      while (posting) {
        const name = `Posted ${count++}`;
        if ((await post(server!, name)).status === 200) answeredAt.set(name, performance.now());
      }
    };
    const posters = Array.from({ length: 4 }, poster);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const file = join(folder(), 'backups', 'leads.sqlite');
    const began = performance.now();
    const child = spawn(process.execPath, cliArgs(file), {
      env: { ...process.env, LEADS_DB: leadsDb },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    const ended = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    posting = false;
    await Promise.all(posters);
    expect(code).toBe(0);

    const before = [...answeredAt].filter(([, at]) => at < began).map(([name]) => name);
    const during = [...answeredAt].filter(([, at]) => at >= began && at < ended);
    expect(before.length).toBeGreaterThan(0);
    expect(during.length).toBeGreaterThan(0);
    const copied = new Set(listed(file));
    expect(before.filter((name) => !copied.has(name))).toEqual([]);
    expect(copied.size).toBeGreaterThanOrEqual(5_000 + before.length);
  });
});

describe('a backup aimed at the live files', () => {
  it('refuses the database itself, its WAL, and a journal file as the target, and leaves them as they were', async () => {
    const path = join(folder(), 'leads.sqlite');
    const store = openLeadStore(path);
    await store.save(lead('Kept Safe'));
    store.close();
    const journal = openFallbackJournal(folder());
    journal.append([lead('In the journal')]);
    const before = statSync(path).mtimeMs;
    for (const target of [path, join(folder(), '.', 'leads.sqlite'), `${path}-wal`, journal.path]) {
      await expect(backupLeads(path, target)).rejects.toThrow(/is the live leads database or one of its files; back up to another file/);
    }
    expect(statSync(path).mtimeMs).toBe(before);
    expect(listed(path)).toContain('Kept Safe');
    expect(journal.size().rows).toBe(1);
  });
});

describe('a backup of several journals', () => {
  it('copies each journal whole: a torn last line in one never swallows the first lead of the next', async () => {
    const path = join(folder(), 'leads.sqlite');
    openLeadStore(path).close();
    // Two servers' journals, as a crash mid-append leaves the first: its last line cut short.
    const torn = join(folder(), 'leads-fallback-101.jsonl');
    writeFileSync(torn, `${JSON.stringify(lead('Whole in the first'))}\n${JSON.stringify(lead('Torn')).slice(0, 40)}`);
    writeFileSync(join(folder(), 'leads-fallback-102.jsonl'), `${JSON.stringify(lead('First of the second'))}\n`);

    const result = await backupLeads(path, join(folder(), 'backups', 'leads.sqlite'));
    expect(result.fromJournal).toBe(2);
    expect(listed(result.file).sort()).toEqual(['First of the second', 'Whole in the first']);
  });
});
