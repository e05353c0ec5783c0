// @vitest-environment node
// `npm run leads -- health`: the running server's full health report, which /healthz gives only to this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeads } from '../../../scripts/leads/leads';
import { startTestServer, type TestServer } from '../../server/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

describe('npm run leads -- health', () => {
  it("prints the report of the server on this machine's PORT, and says ok", async () => {
    const outcome = runLeads(['health'], { PORT: new URL(server.siteOrigin).port });
    if (typeof outcome === 'string') throw new Error('health asks the running server');
    const { text, ok } = await outcome();
    expect(ok).toBe(true);
    expect(JSON.parse(text)).toEqual({ ok: true, reasons: [], outboxPending: 0, heldPosts: 0, fallbackJournal: { leads: 0, bytes: 0 } });
  });
});
