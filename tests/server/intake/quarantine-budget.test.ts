// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLeadStore } from '../../../server/leads/lead-store';
import { purgeLeads } from '../../../server/leads/stored-leads';
import { lead } from '../leads/lead-fixtures';
import { encodeFormBody, formBodies } from '../form-bodies';
import { postForm, startTestApp, startTestServer, type TestApp, type TestServer } from '../test-server';

let server: TestApp | TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const contact = formBodies[3] as Extract<(typeof formBodies)[number], { form: { formName: 'contact' } }>;
/** A post held for a missing e-mail address: not spam. */
const heldPost = () => encodeFormBody({ ...contact, values: { ...contact.values, email: '' } });
const spamPost = () => encodeFormBody(contact, 'http://spam.example');

describe('the quarantine budget', () => {
  it('does not count spam against the total, so a bot cannot use up the room of genuine held posts', async () => {
    server = await startTestApp({ QUARANTINE_TOTAL: '2' });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await postForm(server, spamPost())).status);
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await postForm(server, heldPost())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('counts what the database holds, so it goes down when held posts are purged', async () => {
    server = await startTestApp({ QUARANTINE_TOTAL: '2' });
    for (let attempt = 0; attempt < 2; attempt++) expect((await postForm(server, heldPost())).status).toBe(200);
    expect((await postForm(server, heldPost())).status).toBe(429);
    // The owner purges from a shell while the server runs.
    const db = new Database(server.leadsDb);
    expect(purgeLeads(db, new Date(Date.now() + 1000))).toBe(2);
    db.close();
    expect((await postForm(server, heldPost())).status).toBe(200);
  });

  it('keeps spam SPAM_RETENTION_DAYS (30 by default) and deletes it after, leaving the other leads', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spam-retention-'));
    const leadsDb = join(dir, 'leads.sqlite');
    const store = openLeadStore(leadsDb);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const spam = { spam: true, reasons: ['the hidden bot-field was filled (spam)'] };
    await store.save({ ...lead('Old Spam'), ...spam, receivedAt: daysAgo(31) });
    await store.save({ ...lead('New Spam'), ...spam, receivedAt: daysAgo(29) });
    await store.save({ ...lead('Old Lead'), receivedAt: daysAgo(31) });
    store.close();
    const names = () => {
      const db = new Database(leadsDb, { readonly: true });
      const rows = db.prepare('SELECT fields FROM leads ORDER BY id').all() as Array<{ fields: string }>;
      db.close();
      return rows.map((row) => JSON.parse(row.fields).name);
    };
    try {
      // The purge runs as the whole server starts.
      server = await startTestServer({ LEADS_DB: leadsDb });
      expect(server.logLines).toContain('Deleted 1 spam post older than 30 days.');
      expect(names()).toEqual(['New Spam', 'Old Lead']);
      await server.stop();
      server = await startTestServer({ LEADS_DB: leadsDb, SPAM_RETENTION_DAYS: '7' });
      expect(names()).toEqual(['Old Lead']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
