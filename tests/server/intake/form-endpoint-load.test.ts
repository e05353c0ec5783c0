// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestServer, type TestServer } from '../test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MAX: '1000' });
});

afterAll(() => server.stop());

describe('POST / under load', () => {
  it('stores 500 concurrent valid submissions, one row each, without an error', { timeout: 30_000 }, async () => {
    const bodies = Array.from({ length: 500 }, (_, index) =>
      encodeFormBody(withName(formBodies[index % formBodies.length], `Load ${index}`)),
    );
    // Node's fetch opens a connection per request in flight: 500 at once.
    const statuses = await Promise.all(
      bodies.map(async (body) => {
        const response = await postForm(server.siteOrigin, body);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const names = server.rows().map((row) => JSON.parse(String(row.fields)).name);
    expect(names).toHaveLength(500);
    expect(new Set(names).size).toBe(500);
  });
});
