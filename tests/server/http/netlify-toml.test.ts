// @vitest-environment node
// Static hosting sends what the server sends (DECISIONS D4): netlify.toml and the built _headers, read as Netlify reads
// them, against the real server's answers for every file of a build.
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundFileFor } from '../../../scripts/build/html-file';
import { headersFile, writeNetlifyHeaders } from '../../../scripts/build/netlify-headers';
import { readConfig } from '../../../server/http/config';
import { precompressDir } from '../../../server/http/precompress-dir';
import { buildSiteApp } from '../../../server/http/site-app';
import { openLeadStore } from '../../../server/leads/lead-store';
import { parameterNotFoundPages } from '../../../site/routes';
import { fixtureFiles, makeFixtureDist } from '../test-server';

const toml = readFileSync('netlify.toml', 'utf8');

/** A header rule as Netlify holds it, from netlify.toml or _headers: the path pattern and its headers. */
interface Rule {
  for: string;
  values: Record<string, string>;
}

/** The [[headers]] tables of netlify.toml. Only the TOML the file uses is read: any other line in such a table fails. */
function tomlHeaderRules(text: string): Rule[] {
  const rules: Rule[] = [];
  let inHeaders = false;
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('[')) {
      inHeaders = line === '[[headers]]' || line === '[headers.values]';
      if (line === '[[headers]]') rules.push({ for: '', values: {} });
      continue;
    }
    if (!inHeaders) continue;
    const pair = /^([A-Za-z-]+) = ("(?:[^"\\]|\\.)*")$/.exec(line);
    if (!pair) throw new Error(`netlify.toml: cannot read "${line}" in a [[headers]] table`);
    const [, key, value] = pair;
    if (key === 'for') rules[rules.length - 1].for = JSON.parse(value);
    else rules[rules.length - 1].values[key] = JSON.parse(value);
  }
  return rules;
}

/** The rules of a _headers file: a path line, then indented "Name: value" lines; a name repeated in one rule joins its values. */
function fileHeaderRules(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ for: line, values: {} });
      continue;
    }
    const [name, ...value] = line.split(':');
    const { values } = rules[rules.length - 1];
    values[name.trim()] = [values[name.trim()], value.join(':').trim()].filter(Boolean).join(', ');
  }
  return rules;
}

/**
 * Netlify's reading of a rule's path (getForRegExp in @netlify/headers-parser): a "*" segment matches whatever
 * follows, slashes included, and may be empty; ":name" matches one segment; a trailing slash is optional; case is ignored.
 */
function forPattern(path: string): RegExp {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part === '*' ? '?(.*)' : part.startsWith(':') ? '([^/]+)' : escape(part).replaceAll('*', '(.*)')));
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** What Netlify serves when no rule sets Cache-Control (docs.netlify.com, caching overview). */
const netlifyDefaults = { 'cache-control': 'public,max-age=0,must-revalidate' };

/** The headers Netlify adds to the answer for `url`: every matching rule applies, and a name set by two joins their values with ", ". */
function netlifyHeaders(rules: Rule[], url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => forPattern(candidate.for).test(url)))
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
 * there Netlify's 404 page keeps its default Cache-Control, which revalidates every time like the server's no-cache.
 */
const urls = Object.keys({ ...fixtureFiles, ...moreFiles })
  .filter((file) => !file.startsWith('.')) // The server ignores dotfiles, and the build has none.
  .flatMap((file) => {
    const folder = file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : undefined;
    return [`/${file}`, ...(folder === undefined ? [] : folder === '/' ? ['/'] : [folder, folder.slice(0, -1)])];
  });

let dir: string;
let app: FastifyInstance;
let closeStore: () => void;
let rules: Rule[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'netlify-headers-'));
  const dist = await makeFixtureDist(dir);
  for (const [file, text] of Object.entries(moreFiles)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }
  await precompressDir(dist);
  await writeNetlifyHeaders(dist);
  // Netlify reads _headers first; netlify.toml wins where both set one header for one path, which ours never do.
  rules = [...fileHeaderRules(await readFile(join(dist, headersFile), 'utf8')), ...tomlHeaderRules(toml)];
  const store = openLeadStore(join(dir, 'leads.sqlite'));
  closeStore = () => store.close();
  app = buildSiteApp({ ...readConfig({ DIST_DIR: dist, LEADS_DB: join(dir, 'leads.sqlite') }), store, log: () => undefined });
});

afterAll(async () => {
  await app.close();
  closeStore();
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

  it("sends the headers the server sends with a folder's own not-found page", async () => {
    expect((await app.inject('/services/no-such-service')).statusCode).toBe(404);
    expect(netlifyHeaders(rules, '/services/no-such-service')).toEqual(await serverHeaders('/services/no-such-service'));
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
        .filter((rule) => forPattern(rule.for).test(url))
        .flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase()));
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        url,
      ).toEqual([]);
    }
  });

  it('reads rule paths as Netlify does: a splat takes the folder itself and its neighbours, a trailing slash is optional', () => {
    expect(['/about', '/about/', '/about/x/y.html', '/about.txt'].map((url) => forPattern('/about/*').test(url))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/', '/index.html'].map((url) => forPattern('/').test(url))).toEqual([true, false]);
    expect(['/robots.txt', '/robots.txt/', '/robotsXtxt'].map((url) => forPattern('/robots.txt').test(url))).toEqual([true, true, false]);
  });

  it('leaves Strict-Transport-Security to Netlify, which sends its own', () => {
    expect(rules.flatMap((rule) => Object.keys(rule.values)).map((name) => name.toLowerCase())).not.toContain('strict-transport-security');
  });
});

describe('netlify.toml', () => {
  it('builds with npm run build and publishes dist', () => {
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "dist"/);
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
