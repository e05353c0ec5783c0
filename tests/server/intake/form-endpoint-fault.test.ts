// @vitest-environment node
// An unexpected fault in the form endpoint: the post gets no answer at all, never a 5xx, which a widget posting
// no-cors would take for a thank-you (product rules §3.4, §7.3).
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('a fault the endpoint did not expect', () => {
  it('drops the connection of a held post whose budget cannot be read, logs why, and keeps answering', { timeout: 20_000 }, async () => {
    server = await startTestServer();
    // The count of held posts the budget reads fails (as an I/O error would) once the leads table is gone.
    const db = new Database(server.leadsDb);
    db.exec('DROP TABLE leads');
    db.close();
    const held = new URLSearchParams(encodeFormBody(withName(formBodies[3], 'Held While Failing')));
    held.set('fax', '250-555-0100');

    const answer = postForm(server.siteOrigin, held, { 'Sec-Fetch-Mode': 'no-cors' });
    await expect(answer).rejects.toThrow(TypeError);
    expect(server.logLines).toContainEqual(expect.stringMatching(/^The form endpoint failed .*no answer.*no such table: leads/));
    expect(server.logLines.join('\n')).not.toContain('Held While Failing');
    expect((await fetch(`${server.siteOrigin}/`)).status).toBe(200);
  });
});
