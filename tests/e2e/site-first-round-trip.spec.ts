// A page's first paint waits for the whole HTML (its stylesheet is inline in it). A server sends at most its first
// congestion window, 10 segments of 1,460 bytes as TCP starts (and as Lighthouse's simulation models it), before the
// phone's first acknowledgement comes back: an answer past it costs the first paint a whole round trip more.
import { request } from 'node:http';
import { pastFirstWindow } from '../../site/routes';
import { expect, test } from './fixtures';
import { sitePaths } from './site-test-helpers';

const firstWindow = 10 * 1460;

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
  for (const path of sitePaths.filter((candidate) => !pastFirstWindow.includes(candidate)))
    test(`${path}: its answer, headers and all, fits the first congestion window`, async ({ siteOrigin }) => {
      expect(await bytesOnTheWire(`${siteOrigin}${path}`)).toBeLessThanOrEqual(firstWindow);
    });

  for (const path of pastFirstWindow)
    test(`${path}, whose content shows in full without scripts, is past it`, async ({ siteOrigin }) => {
      expect(await bytesOnTheWire(`${siteOrigin}${path}`)).toBeGreaterThan(firstWindow);
    });
});
