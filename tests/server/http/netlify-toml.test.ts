// @vitest-environment node
// Static hosting sends what the server sends (product rules §9.2): netlify.toml and the built _headers, read as Netlify reads
// them, against the real server's answers for every file of a build.
import { parseAllHeaders, type Header, type MinimalHeader } from '@netlify/headers-parser';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundFileFor } from '../../../scripts/build/html-file';
import { headersFile, writeNetlifyHeaders } from '../../../scripts/build/netlify-headers';
import { readConfig } from '../../../server/http/config';
import { precompressDir } from '../../../serving/precompress-dir';
import { buildSiteApp } from '../../../server/http/site-app';
import { parameterNotFoundPages } from '../../../site/routes';
import { fixtureFiles, makeFixtureDist } from '../test-server';

/** netlify.toml, read by a TOML parser: the parts these tests look at. */
const netlifyToml = parse(readFileSync('netlify.toml', 'utf8')) as unknown as {
  build: { command: string; publish: string };
  headers: MinimalHeader[];
  redirects: Array<{ from: string; to: string; status: number }>;
};

/** The header rules Netlify takes from the `_headers` files and the [[headers]] tables, read by Netlify's own parser. */
async function netlifyRules(headersFiles: string[], configHeaders: MinimalHeader[]): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles, configHeaders, minimal: false });
  if (errors.length > 0) throw new AggregateError(errors, 'Netlify would not read these headers');
  return headers as Header[];
}

/** What Netlify serves when no rule sets Cache-Control (docs.netlify.com, caching overview). */
const netlifyDefaults = { 'cache-control': 'public,max-age=0,must-revalidate' };

/** The headers Netlify adds to the answer for `url`: every matching rule applies, and a name set by two joins their values with ", ". */
function netlifyHeaders(rules: Header[], url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => candidate.forRegExp.test(url)))
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  return { ...netlifyDefaults, ...headers };
}

/**
 * Headers of the server's answers that the comparison leaves out, each for the reason beside it. None bears on
 * security or caching but Strict-Transport-Security, which Netlify sets itself.
 */
const serverOnly = new Set([
  // They describe one answer's bytes or its connection; Netlify computes its own from the same file (its docs list
  // most of them as headers a rule cannot set). Content-Type comes from the file's extension on both hosts.
  'accept-ranges',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  // Netlify compresses on its own, and sends Vary: Accept-Encoding when it does.
  'vary',
  // Netlify sends its own (max-age=31536000) once the site's certificate is issued; a second one set in netlify.toml
  // has been sent beside it as a duplicate (answers.netlify.com/t/28179). The server's adds includeSubDomains.
  'strict-transport-security',
]);

/** Files a build has beyond the server tests' fixture: a page folder with a subfolder, an image, the manifest, the crawler files. */
const moreFiles: Record<string, string> = {
  '__forms.html': '<!doctype html><title>Forms</title><form name="quote" netlify hidden></form>',
  'services/index.html': '<!doctype html><title>Services</title><h1>Services</h1>',
  'services/roof-painting/index.html': '<!doctype html><title>Roof painting</title><h1>Roof painting</h1>',
  'assets/img/house-480.1a2b3c4d.avif': 'not really an image',
  'widgets/manifest.json': '{ "quote-calculator": { "file": "quote-calculator.0123abcdef.js", "integrity": "sha384-x" } }\n',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

/**
 * Every URL the build answers with a file: each file's own path, and a page also at its folder with and without the
 * slash. A miss outside a folder of pages (/no-such-page) is not among them: no rule can match the misses alone, so
 * there Netlify's 404 page keeps its default Cache-Control, which revalidates every time like the server's no-cache,
 * and has only the headers of every answer (netlify.toml's), without those only a page reads.
 */
const urls = Object.keys({ ...fixtureFiles, ...moreFiles })
  .filter((file) => !file.startsWith('.')) // The server ignores dotfiles, and the build has none.
  .flatMap((file) => {
    const folder = file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : undefined;
    return [`/${file}`, ...(folder === undefined ? [] : folder === '/' ? ['/'] : [folder, folder.slice(0, -1)])];
  });

let dir: string;
let app: FastifyInstance;
let rules: Header[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'netlify-headers-'));
  const dist = await makeFixtureDist(dir);
  for (const [file, text] of Object.entries(moreFiles)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }
  await precompressDir(dist);
  await writeNetlifyHeaders(dist);
  rules = await netlifyRules([join(dist, headersFile)], netlifyToml.headers);
  app = buildSiteApp({ ...readConfig({ DIST_DIR: dist, LEADS_DB: join(dir, 'leads.sqlite') }), log: () => undefined });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

/** The server's answer to `url`, without the headers only it sends. */
async function serverHeaders(url: string, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const response = await app.inject({ url, headers });
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !serverOnly.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

describe('Netlify, by netlify.toml and the built _headers', () => {
  it.each(urls)('sends the headers the server sends for %s', async (url) => {
    expect(netlifyHeaders(rules, url)).toEqual(await serverHeaders(url));
  });

  it.each([
    ['br', '/assets/index-Ab12Cd34.js'],
    ['gzip', '/about/'],
  ])('sends the headers the server sends with the %s twin of %s', async (encoding, url) => {
    expect((await app.inject({ url, headers: { 'accept-encoding': encoding } })).headers['content-encoding']).toBe(encoding);
    expect(netlifyHeaders(rules, url)).toEqual(await serverHeaders(url, { 'accept-encoding': encoding }));
  });

  it("sends a miss in a folder whose pages differ in policy, as services/'s do, only the every-path headers, as any miss", async () => {
    expect((await app.inject('/services/no-such-service')).statusCode).toBe(404);
    const everyPath = netlifyHeaders(rules, '/no-such-page');
    expect(everyPath['content-security-policy']).toBeUndefined();
    expect(netlifyHeaders(rules, '/services/no-such-service')).toEqual(everyPath);
  });

  it('lets other sites frame the embed pages at their own address, and never the rest of the embed folder', async () => {
    for (const url of ['/embed/quote-calculator', '/embed/quote-calculator/']) {
      expect(netlifyHeaders(rules, url)['content-security-policy'], url).toContain('frame-ancestors *');
      expect(netlifyHeaders(rules, url)['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/embed/quote-calculator/index.html', '/embed/404.html']) {
      expect(netlifyHeaders(rules, url)['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(netlifyHeaders(rules, url)['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // A miss matches no file's rule, so it has only the every-path headers there (docs/netlify.md), never an embed page's.
    for (const url of ['/embed', '/embed/', '/embed//x', '/embed/no-such-widget', '/embed/quote-calculator/x'])
      expect(netlifyHeaders(rules, url)['content-security-policy'] ?? '', url).not.toContain('frame-ancestors *');
  });

  it('opens /widgets/ and /assets/ to other origins and caches pinned widget copies for good (the static-hosting headers issue)', () => {
    for (const url of ['/widgets/quote-calculator.js', '/widgets/quote-calculator.0123abcdef.js', '/assets/index-Ab12Cd34.js'])
      expect(netlifyHeaders(rules, url)['cross-origin-resource-policy'], url).toBe('cross-origin');
    expect(netlifyHeaders(rules, '/widgets/quote-calculator.0123abcdef.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(netlifyHeaders(rules, '/widgets/quote-calculator.js')['cache-control']).toBe('public, max-age=3600');
  });

  it('never sets one header in two rules that match one URL, whose values Netlify would join', () => {
    for (const url of [...urls, '/no-such-page', '/services/no-such-service']) {
      const names = rules
        .filter((rule) => rule.forRegExp.test(url))
        .flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase()));
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        url,
      ).toEqual([]);
    }
  });

  it('reads rule paths as the rules expect: a splat takes the folder itself and its neighbours, a trailing slash is optional', async () => {
    const matches = async (path: string, urls: string[]) => {
      const [rule] = await netlifyRules([], [{ for: path, values: { 'X-Probe': '1' } }]);
      return urls.map((url) => rule.forRegExp.test(url));
    };
    expect(await matches('/about/*', ['/about', '/about/', '/about/x/y.html', '/about.txt'])).toEqual([true, true, true, true]);
    expect(await matches('/', ['/', '/index.html'])).toEqual([true, false]);
    expect(await matches('/robots.txt', ['/robots.txt', '/robots.txt/', '/robotsXtxt'])).toEqual([true, true, false]);
  });

  it('leaves Strict-Transport-Security to Netlify, which sends its own', () => {
    expect(rules.flatMap((rule) => Object.keys(rule.values)).map((name) => name.toLowerCase())).not.toContain('strict-transport-security');
  });
});

describe('netlify.toml', () => {
  it('builds with npm run build and publishes dist', () => {
    expect(netlifyToml.build).toMatchObject({ command: 'npm run build', publish: 'dist' });
  });

  it('answers an unknown id under each parameter route with the not-found page of its folder, before the general 404 rule', () => {
    const pages = parameterNotFoundPages();
    expect(pages.map(({ folder }) => folder)).toEqual(['/services', '/embed']);
    const { redirects } = netlifyToml;
    const general = redirects.findIndex((redirect) => redirect.from === '/*');
    for (const { folder } of pages) {
      const rule = redirects.findIndex((redirect) => redirect.from === `${folder}/*`);
      expect(redirects[rule]).toEqual({ from: `${folder}/*`, to: `/${notFoundFileFor(folder)}`, status: 404 });
      expect(rule).toBeLessThan(general);
    }
  });

  it('serves the 404 page with status 404', () => {
    expect(netlifyToml.redirects).toContainEqual({ from: '/*', to: '/404.html', status: 404 });
  });
});
