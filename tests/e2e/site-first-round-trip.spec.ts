// A page's first paint waits for the whole HTML (its stylesheet is inline in it). A server sends at most its first
// congestion window, 10 segments of 1,460 bytes as TCP starts (and as Lighthouse's simulation models it), before the
// phone's first acknowledgement comes back: an answer past it costs the first paint a whole round trip more.
import { request } from 'node:http';
import { expect, test } from './fixtures';
import { sitePaths } from './site-test-helpers';

const firstWindow = 10 * 1460;
// Without scripts, /blog shows its seven articles in full (product rules §2.11), which alone take more.
const pastTheWindow = new Set(['/blog']);

/** The bytes of the answer to GET `url` with brotli, as they cross the network: status line, headers and body. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': 'br' } }, (answer) => {
      let bytes = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`.length;
      for (let at = 0; at < answer.rawHeaders.length; at += 2) bytes += `${answer.rawHeaders[at]}: ${answer.rawHeaders[at + 1]}\r\n`.length;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve(bytes));
    });
    asked.on('error', reject).end();
  });
}

test.describe("each page within the server's first round trip", () => {
  for (const path of sitePaths.filter((candidate) => !pastTheWindow.has(candidate)))
    test(`${path}: its answer, headers and all, fits the first congestion window`, async ({ siteOrigin }) => {
      expect(await bytesOnTheWire(`${siteOrigin}${path}`)).toBeLessThanOrEqual(firstWindow);
    });

  test('/blog, with every article in full, is the one page past it', async ({ siteOrigin }) => {
    expect(await bytesOnTheWire(`${siteOrigin}/blog`)).toBeGreaterThan(firstWindow);
  });
});
