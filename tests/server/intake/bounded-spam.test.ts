// @vitest-environment node
// Spam (a filled bot-field) is kept small and few: only the form's own fields, cut to their limits, up to SPAM_TOTAL rows.
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { startTestApp, type TestApp } from '../test-server';

let app: TestApp | undefined;

afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** A spam post from client `index`, each from a /64 of its own, carrying `extra` characters in a field no form has. */
function spamFrom(test: TestApp, index: number, extra: number) {
  const body = new URLSearchParams(encodeFormBody(withName(formBodies[3], `Spam ${index}`)));
  body.set('bot-field', 'https://spam.example');
  body.set('payload', 'x'.repeat(extra));
  return test.fetch('/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    remoteAddress: `2001:db8:${index.toString(16)}::1`,
  });
}

/** The bytes the leads table holds in its text columns. */
const storedBytes = (test: TestApp) =>
  test
    .rows()
    .map((row) => Object.values(row).reduce<number>((sum, value) => sum + (typeof value === 'string' ? Buffer.byteLength(value) : 0), 0))
    .reduce((sum, bytes) => sum + bytes, 0);

describe('spam', () => {
  it('stores 40 posts with a 120 KB field each from 40 clients in under 400 KB, the extra field dropped and named', async () => {
    app = await startTestApp({ BODY_LIMIT: String(200_000) });
    for (let index = 0; index < 40; index++) expect((await spamFrom(app, index, 120_000)).status).toBe(200);
    expect(app.rows()).toHaveLength(40);
    expect(storedBytes(app)).toBeLessThan(400_000);
    const [first] = app.rows();
    expect(first.extras).toBeNull();
    expect(JSON.parse(String(first.reasons))).toContain('1 field its form does not have was dropped: "payload"');
  });

  it('stops storing spam past SPAM_TOTAL rows, and counts the posts it dropped in one log line', async () => {
    app = await startTestApp({ SPAM_TOTAL: '5' });
    for (let index = 0; index < 8; index++) expect((await spamFrom(app, index, 10)).status).toBe(200);
    expect(app.rows()).toHaveLength(5);
    await app.stop();
    expect(app.logLines).toContainEqual(
      expect.stringMatching(/^Spam posts dropped unstored past SPAM_TOTAL \(5\): 3 since the last line\.$/),
    );
    app = undefined;
  });
});
