// @vitest-environment node
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLeadStore } from '../../../server/leads/lead-store';
import { encodeFormBody, formBodies } from '../form-bodies';
import { rawRequest } from '../raw-request';
import { fixtureFiles, postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The log without the journal placement warning, which every test server gives: its journal shares the database's disk. */
const otherLines = (lines: string[]) => lines.filter((line) => !line.startsWith('Warning: the fallback journal'));

describe('startServer', () => {
  it('serves a build whose twins are missing uncompressed, warning once and writing none', async () => {
    server = await startTestServer(
      {},
      { beforeStart: (dist) => Promise.all(['.br', '.gz'].map((twin) => rm(join(dist, `index.html${twin}`)))).then() },
    );
    expect(otherLines(server.logLines)).toEqual([
      `Warning: 1 files in ${server.distDir} have no brotli or gzip twin, such as ${join(server.distDir, 'index.html')}; they are served uncompressed. Run \`npm run build\` to write them.`,
    ]);
    const page = await rawRequest(`${server.siteOrigin}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toBe(fixtureFiles['index.html']);
    expect(existsSync(join(server.distDir, 'index.html.br'))).toBe(false);
    const script = await rawRequest(`${server.siteOrigin}/assets/index-Ab12Cd34.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(script.headers['content-encoding']).toBe('br');
  });

  it('serves the whole build uncompressed when a file changed after its twins were written, warning once', async () => {
    const changed = '<!doctype html><title>Home</title><h1>Changed since the build</h1>';
    server = await startTestServer(
      {},
      {
        beforeStart: async (dist) => {
          await writeFile(join(dist, 'index.html'), changed);
          const later = new Date(Date.now() + 60_000);
          await utimes(join(dist, 'index.html'), later, later);
        },
      },
    );
    expect(otherLines(server.logLines)).toEqual([
      expect.stringMatching(
        /^Warning: 2 compressed files in .* are older than the file they compress or have none, .*index\.html\.br; serving the whole build uncompressed\. Run `npm run build` to write them again\.$/,
      ),
    ]);
    const page = await rawRequest(`${server.siteOrigin}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toBe(changed);
    const script = await rawRequest(`${server.siteOrigin}/assets/index-Ab12Cd34.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(script.headers['content-encoding']).toBeUndefined();
  });

  it('warns once, naming TRUST_PROXY, when it listens beyond loopback without a trusted proxy', async () => {
    server = await startTestServer({ HOST: '0.0.0.0' });
    expect(otherLines(server.logLines)).toHaveLength(1);
    expect(otherLines(server.logLines)[0]).toMatch(
      /^Warning: listening on 0\.0\.0\.0 with TRUST_PROXY=false\. .*set TRUST_PROXY to the proxy's address\.$/,
    );
    expect((await fetch(`${server.siteOrigin}/`)).status).toBe(200);
  });

  it('says nothing when TRUST_PROXY names the proxy', async () => {
    server = await startTestServer({ HOST: '0.0.0.0', TRUST_PROXY: 'loopback' });
    expect(otherLines(server.logLines)).toEqual([]);
  });

  it('says nothing on loopback, where no proxy can stand between it and the visitor', async () => {
    server = await startTestServer({ HOST: '127.0.0.1' });
    expect(otherLines(server.logLines)).toEqual([]);
  });

  it("warns when the fallback journal shares the database's filesystem, naming LEADS_FALLBACK_DIR", async () => {
    server = await startTestServer();
    expect(server.logLines).toEqual([
      expect.stringMatching(
        /^Warning: the fallback journal .* Set LEADS_FALLBACK_DIR to a folder on another disk, and add it to the unit's ReadWritePaths=\.$/,
      ),
    ]);
  });

  it('deletes the leads older than the retention at start, as the privacy policy promises, and keeps the rest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'retention-'));
    const leadsDb = join(dir, 'leads.sqlite');
    const store = openLeadStore(leadsDb);
    const lead = (name: string, receivedAt: Date) => ({
      formName: 'contact' as const,
      fields: { name },
      partner: null,
      spam: false,
      extras: null,
      reasons: [],
      submissionId: randomUUID(),
      receivedAt: receivedAt.toISOString(),
      clientAddress: '127.0.0.1',
      userAgent: null,
    });
    await store.save(lead('Three Years Ago', new Date(Date.now() - 3 * 365 * 86_400_000)));
    await store.save(lead('Last Week', new Date(Date.now() - 7 * 86_400_000)));
    store.close();

    server = await startTestServer({ LEADS_DB: leadsDb });
    expect(otherLines(server.logLines)).toEqual(['Deleted 1 lead older than 730 days, as the privacy policy promises.']);
    const db = new Database(leadsDb, { readonly: true });
    expect(db.prepare('SELECT fields FROM leads').all()).toEqual([{ fields: '{"name":"Last Week"}' }]);
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('starts while another process holds the database, logs the purge it could not run, and keeps taking leads', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'locked-'));
    const leadsDb = join(dir, 'leads.sqlite');
    openLeadStore(leadsDb).close();
    const locker = spawn(
      process.execPath,
      [
        '-e',
        `const db = require('better-sqlite3')(${JSON.stringify(leadsDb)}); db.exec('BEGIN EXCLUSIVE'); console.log('locked'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise((resolve) => locker.stdout.once('data', resolve));
      server = await startTestServer({ LEADS_DB: leadsDb });
      expect(otherLines(server.logLines)).toEqual([
        'Could not delete the leads older than 730 days (database is locked); trying again in 60 min.',
        'Could not delete the spam posts older than 30 days (database is locked); trying again in 60 min.',
      ]);
      expect((await postForm(server.siteOrigin, encodeFormBody(formBodies[3]))).status).toBe(200);
    } finally {
      locker.kill();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
