// @vitest-environment node
// Every answer the server gives carries the security headers, the framework's own errors included, and none echoes
// the request (product rules §9.1).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../raw-request';
import { startTestServer, type TestServer } from '../test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

/** A marker no answer may repeat: it is sent in the URL, a header or the body. */
const marker = 'echo-me-7Q';

/** The headers helmet gives every answer, pages and files alike, as the server sends them with an answer of its own. */
const everyAnswer = ['referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-permitted-cross-domain-policies'];

/** Sends `request` as written, byte for byte, and returns the whole answer as text. */
function sendRaw(request: string): Promise<string> {
  const { hostname, port } = new URL(server.siteOrigin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

/** The status and headers (lower-case names) of a raw answer, and its body. */
function parseRaw(answer: string) {
  const [head, ...rest] = answer.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

function expectSecured(headers: Record<string, unknown>, what: string) {
  for (const name of everyAnswer) expect(headers[name], `${name} of ${what}`).toBeDefined();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('the answers to requests the server cannot serve', () => {
  it('a URL that is not valid percent-encoding: 400 with the security headers, without the URL', async () => {
    const response = await rawRequest(`${server.siteOrigin}/%E0${marker}`);
    expect(response.status).toBe(400);
    expectSecured(response.headers, 'the bad URL');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.body.toString()).not.toContain(marker);
    expect(response.body.toString()).not.toContain('%E0');
  });

  it('a request that is not HTTP: 400 with the security headers, without the request', async () => {
    const { status, headers, body } = parseRaw(await sendRaw(`GET /${marker} HTTP/1.1\r\nHost: x\r\n${marker} no colon\r\n\r\n`));
    expect(status).toBe(400);
    expectSecured(headers, 'the malformed request');
    expect(body).not.toContain(marker);
  });

  it('headers past the limit: 431 with the security headers, without the headers', async () => {
    const { status, headers, body } = parseRaw(await sendRaw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${marker.repeat(2_000)}\r\n\r\n`));
    expect(status).toBe(431);
    expectSecured(headers, 'the oversized headers');
    expect(body).not.toContain(marker);
  });

  it('a post to a path with no endpoint, a post of the wrong type and one too large: the security headers, no echo', async () => {
    const answers = {
      404: await fetch(`${server.siteOrigin}/${marker}`, { method: 'POST', body: marker }),
      415: await fetch(`${server.siteOrigin}/`, { method: 'POST', headers: { 'content-type': `text/${marker}` }, body: marker }),
      413: await fetch(`${server.siteOrigin}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `form-name=contact&message=${marker.repeat(20_000)}`,
      }),
    };
    for (const [status, response] of Object.entries(answers)) {
      expect(response.status).toBe(Number(status));
      expectSecured(Object.fromEntries(response.headers), status);
      expect(await response.text(), status).not.toContain(marker);
    }
  });
});
