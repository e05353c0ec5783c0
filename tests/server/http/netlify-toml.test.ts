// @vitest-environment node
// netlify.toml must send what the server sends, so the two deployments behave alike (DECISIONS D4).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notFoundFileFor } from '../../../scripts/build/html-file';
import { parameterNotFoundPages } from '../../../site/routes';
import { contentSecurityPolicy } from '../../../server/http/headers';

const toml = readFileSync('netlify.toml', 'utf8');

/** The values of the [[headers]] rule for `path`, as name → value. */
function headersFor(path: string): Record<string, string> {
  const rule = toml.split('[[headers]]').find((block) => block.includes(`for = "${path}"`));
  if (!rule) return {};
  const values = rule.split('[headers.values]')[1] ?? '';
  return Object.fromEntries([...values.matchAll(/^\s*([A-Za-z-]+)\s*=\s*"(.*)"\s*$/gm)].map((match) => [match[1], match[2]]));
}

describe('netlify.toml', () => {
  it('builds with npm run build and publishes dist', () => {
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "dist"/);
  });

  it("sends the server's Content-Security-Policy and security headers on every path", () => {
    expect(headersFor('/*')).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    });
  });

  it('caches hashed assets as immutable and opens the widgets to every origin', () => {
    expect(headersFor('/assets/*')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/widgets/*')['Access-Control-Allow-Origin']).toBe('*');
  });

  it('never sets a header of the every-path rule again in a narrower one, which Netlify would join', () => {
    const everywhere = Object.keys(headersFor('/*'));
    for (const path of ['/assets/*', '/widgets/*'])
      expect(Object.keys(headersFor(path)).filter((name) => everywhere.includes(name))).toEqual([]);
  });

  it('answers an unknown id under each parameter route with the not-found page of its folder, before the general 404 rule', () => {
    const pages = parameterNotFoundPages();
    expect(pages.map(({ folder }) => folder)).toEqual(['/services']);
    for (const { folder } of pages) {
      const rule = new RegExp(`\\[\\[redirects\\]\\]\\s+from = "${folder}/\\*"\\s+to = "/${notFoundFileFor(folder)}"\\s+status = 404`);
      expect(toml).toMatch(rule);
      expect(toml.search(rule)).toBeLessThan(toml.indexOf('from = "/*"'));
    }
  });

  it('serves the 404 page with status 404', () => {
    expect(toml).toMatch(/\[\[redirects\]\]\s+from = "\/\*"\s+to = "\/404\.html"\s+status = 404/);
  });
});
