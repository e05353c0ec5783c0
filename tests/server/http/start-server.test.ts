// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('startServer', () => {
  it('warns once, naming TRUST_PROXY, when it listens beyond loopback without a trusted proxy', async () => {
    server = await startTestServer({ HOST: '0.0.0.0' });
    expect(server.logLines).toHaveLength(1);
    expect(server.logLines[0]).toMatch(
      /^Warning: listening on 0\.0\.0\.0 with TRUST_PROXY=false\. .*set TRUST_PROXY to the proxy's address\.$/,
    );
    expect((await fetch(`${server.siteOrigin}/`)).status).toBe(200);
  });

  it('says nothing when TRUST_PROXY names the proxy', async () => {
    server = await startTestServer({ HOST: '0.0.0.0', TRUST_PROXY: 'loopback' });
    expect(server.logLines).toEqual([]);
  });

  it('says nothing on loopback, where no proxy can stand between it and the visitor', async () => {
    server = await startTestServer({ HOST: '127.0.0.1' });
    expect(server.logLines).toEqual([]);
  });
});
