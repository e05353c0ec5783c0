// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies } from '../form-bodies';
import { postForm, startTestApp, type TestApp } from '../test-server';

let server: TestApp | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Starts a server, posts once, and returns the answer's status and the lines that post logged. */
async function postAndRead(env: NodeJS.ProcessEnv, body: string | URLSearchParams, headers?: Record<string, string>) {
  server ??= await startTestApp(env);
  const before = server.logLines.length;
  const response = await postForm(server, body, headers);
  await response.arrayBuffer();
  return { status: response.status, lines: server.logLines.slice(before) };
}

describe('a refused form post', () => {
  it('is logged on one line with its status, client and reason, but none of the values posted', async () => {
    const { status, lines } = await postAndRead({}, 'form-name=contact&name=Private%20Person&email=private%40example.com&phone=%ZZ');
    expect(status).toBe(400);
    expect(lines).toEqual(['Form post refused: status=400 client=127.0.0.1 reason="The form body has malformed percent-encoding."']);
    expect(lines[0]).not.toMatch(/Private Person|private@example\.com/);
  });

  it('is logged without a form-name when the body was never read: 413 and 415', async () => {
    const tooLarge = await postAndRead({}, `form-name=contact&message=${'x'.repeat(140_000)}`);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.lines).toEqual(['Form post refused: status=413 client=127.0.0.1 reason="The form is larger than 131072 bytes."']);

    const wrongType = await postAndRead({}, 'form-name=contact', { 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.lines).toEqual([
      'Form post refused: status=415 client=127.0.0.1 reason="Send the form as application/x-www-form-urlencoded."',
    ]);
  });

  it('is not what happens to a post over the rate limit: that one is held, stored and answered 200, with nothing logged', async () => {
    const env = { RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' };
    const forwarded = { 'X-Forwarded-For': '203.0.113.7' };
    expect((await postAndRead(env, encodeFormBody(formBodies[3]), forwarded)).lines).toEqual([]);
    expect(await postAndRead(env, encodeFormBody(formBodies[3]), forwarded)).toEqual({ status: 200, lines: [] });
  });

  it('warns once, naming TRUST_PROXY, when requests come through a proxy the server was not told to trust', async () => {
    const forwarded = { 'X-Forwarded-For': '203.0.113.7' };
    const first = await postAndRead({ TRUST_PROXY: 'false' }, encodeFormBody(formBodies[3]), forwarded);
    expect(first.status).toBe(200);
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatch(/^Warning: a request came through a proxy \(X-Forwarded-For or Forwarded\) while TRUST_PROXY is off/);
    expect((await postAndRead({ TRUST_PROXY: 'false' }, encodeFormBody(formBodies[3]), { Forwarded: 'for=203.0.113.8' })).lines).toEqual(
      [],
    );
  });

  it('says nothing of forwarded requests once the proxy is trusted', async () => {
    const { lines } = await postAndRead({ TRUST_PROXY: 'loopback' }, encodeFormBody(formBodies[3]), { 'X-Forwarded-For': '203.0.113.7' });
    expect(lines).toEqual([]);
  });

  it('stays one line when a form-name carries a line break, so a client cannot forge log lines', async () => {
    const { status, lines } = await postAndRead({}, 'form-name=x%0AForm%20post%20refused%3A%20forged');
    expect(status).toBe(400);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(lines[0]).toContain('reason="Unknown form-name \\"x\\nForm post refused: forged\\";');
  });

  it('logs an unknown form-name only inside the quoted reason', async () => {
    const { lines } = await postAndRead({}, 'form-name=news%0Aletter');
    expect(lines).toEqual([
      'Form post refused: status=400 client=127.0.0.1 reason="Unknown form-name \\"news\\nletter\\"; expected one of quote-request, membership-quote, contact."',
    ]);
  });
});

describe('an accepted form post', () => {
  it('logs nothing', async () => {
    const { status, lines } = await postAndRead({}, encodeFormBody(formBodies[0]));
    expect(status).toBe(200);
    expect(lines).toEqual([]);
  });
});
