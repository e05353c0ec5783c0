// @vitest-environment node
// The built _headers (scripts/build/netlify-headers.ts): the server's per-file headers as few Netlify rules.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headersFile, netlifyHeaderRules, writeNetlifyHeaders } from '../../../scripts/build/netlify-headers';
import { inlineScriptHashes, pagePolicies, sitePolicy } from '../../../serving/headers';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'netlify-headers-test-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

async function build(files: string[]): Promise<void> {
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), file);
  }
}

// The headers of helmet's set that only a page reads, as the server's helmet sends them: every other file goes without.
const pageOnly = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-XSS-Protection': '0',
};
// Every page but an embed page may be framed only by the site itself (product rules §8.5).
const framedBySite = { 'Content-Security-Policy': sitePolicy, 'X-Frame-Options': 'SAMEORIGIN', ...pageOnly };
const page = { 'Cache-Control': 'no-cache', 'Cross-Origin-Resource-Policy': 'same-origin', ...framedBySite };
// An embed page's, which any site may frame: its Content-Security-Policy has frame-ancestors * (pagePolicies).
const { 'X-Frame-Options': _frameOptions, ...withoutFrameOptions } = page;
const hour = { 'Cache-Control': 'public, max-age=3600', 'Cross-Origin-Resource-Policy': 'cross-origin' };
const year = { 'Cache-Control': 'public, max-age=31536000, immutable', 'Cross-Origin-Resource-Policy': 'cross-origin' };

describe('the Netlify header rules', () => {
  it('give a folder whose files all get the same headers one rule, and each file of a mixed folder its own', async () => {
    await build([
      'index.html',
      'favicon.svg',
      'about/index.html',
      'services/index.html',
      'services/roof/index.html',
      'assets/a.js',
      'assets/img/b.avif',
    ]);
    expect(await netlifyHeaderRules(dir)).toEqual([
      { path: '/favicon.svg', headers: { ...hour, ...framedBySite } },
      { path: '/', headers: page },
      { path: '/index.html', headers: page },
      { path: '/about/*', headers: page },
      { path: '/assets/*', headers: year },
      { path: '/services/*', headers: page },
    ]);
  });

  it('cache a pinned widget copy for good and its plain name for an hour, both open to every origin', async () => {
    await build(['widgets/quote-form.js', 'widgets/quote-form.0123abcdef.js', 'widgets/manifest.json']);
    const cors = { 'Access-Control-Allow-Origin': '*' };
    expect(await netlifyHeaderRules(dir)).toEqual([
      { path: '/widgets/manifest.json', headers: { ...hour, ...cors } },
      { path: '/widgets/quote-form.0123abcdef.js', headers: { ...year, ...cors } },
      { path: '/widgets/quote-form.js', headers: { ...hour, ...cors } },
    ]);
  });

  it("let any site frame the embed pages at their own address alone, and the rest of the build, their folder's included, only the site", async () => {
    await build(['embed/quote-form/index.html', 'embed/404.html', 'about/index.html']);
    expect(await netlifyHeaderRules(dir)).toEqual([
      { path: '/about/*', headers: page },
      { path: '/embed/404.html', headers: page },
      // Netlify reads "/embed/quote-form/" as the page's address with or without the slash, and no more.
      { path: '/embed/quote-form/', headers: { ...withoutFrameOptions, 'Content-Security-Policy': pagePolicies([]).embedPage } },
      { path: '/embed/quote-form/index.html', headers: page },
    ]);
    expect(pagePolicies([]).embedPage).toBe(sitePolicy.replace("frame-ancestors 'self'", 'frame-ancestors *'));
  });

  it("allow the pages' inline page loader by its hash, in the pages' policy only", async () => {
    await build(['assets/a.js', 'embed/quote-form/index.html']);
    const loader = 'await import(`/assets/a.js`);';
    for (const file of ['index.html', 'embed/quote-form/index.html'])
      await writeFile(join(dir, file), `<head><script type="module">${loader}</script></head>`);
    const [hash] = inlineScriptHashes(await readFile(join(dir, 'index.html'), 'utf8'));
    expect(hash).toBe(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
    const policies = pagePolicies([hash]);
    expect(policies.page).toBe(sitePolicy.replace("script-src 'self'", `script-src 'self' ${hash}`));
    expect(await netlifyHeaderRules(dir)).toEqual([
      { path: '/', headers: { ...page, 'Content-Security-Policy': policies.page } },
      { path: '/index.html', headers: { ...page, 'Content-Security-Policy': policies.page } },
      { path: '/assets/*', headers: year },
      { path: '/embed/quote-form/', headers: { ...withoutFrameOptions, 'Content-Security-Policy': policies.embedPage } },
      { path: '/embed/quote-form/index.html', headers: { ...page, 'Content-Security-Policy': policies.page } },
    ]);
  });

  it("allow each page's own inline style by its hash in that page's policy alone, the 404 pages' and the embed page's too", async () => {
    const pages = ['index.html', 'about/index.html', '404.html', 'services/404.html', 'embed/quote-form/index.html'];
    for (const file of pages) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), `<head><style>.page{content:"${file}"}</style></head>`);
    }
    await build(['favicon.svg']);
    const styleHash = (file: string) => `'sha256-${createHash('sha256').update(`.page{content:"${file}"}`).digest('base64')}'`;
    const policyOf = (file: string) => pagePolicies([], [styleHash(file)]);
    expect(policyOf('index.html').page).toBe(sitePolicy.replace("style-src 'self'", `style-src 'self' ${styleHash('index.html')}`));
    expect(await netlifyHeaderRules(dir)).toEqual([
      { path: '/404.html', headers: { ...page, 'Content-Security-Policy': policyOf('404.html').page } },
      { path: '/favicon.svg', headers: { ...hour, ...framedBySite } },
      { path: '/', headers: { ...page, 'Content-Security-Policy': policyOf('index.html').page } },
      { path: '/index.html', headers: { ...page, 'Content-Security-Policy': policyOf('index.html').page } },
      { path: '/about/*', headers: { ...page, 'Content-Security-Policy': policyOf('about/index.html').page } },
      {
        path: '/embed/quote-form/',
        headers: { ...withoutFrameOptions, 'Content-Security-Policy': policyOf('embed/quote-form/index.html').embedPage },
      },
      {
        path: '/embed/quote-form/index.html',
        headers: { ...page, 'Content-Security-Policy': policyOf('embed/quote-form/index.html').page },
      },
      { path: '/services/*', headers: { ...page, 'Content-Security-Policy': policyOf('services/404.html').page } },
    ]);
  });

  it('keep a folder apart when its splat would also match a neighbour, as Netlify reads "/about/*" as ^/about/?(.*)/?$', async () => {
    await build(['about/index.html', 'about.txt']);
    expect((await netlifyHeaderRules(dir)).map(({ path }) => path)).toEqual(['/about.txt', '/about/', '/about/index.html']);
  });

  it('leave out dotfiles, the compressed twins the server writes, and _headers itself', async () => {
    await build(['index.html', 'index.html.br', 'index.html.gz', '.env', '.well-known/x.txt', headersFile]);
    expect((await netlifyHeaderRules(dir)).map(({ path }) => path)).toEqual(['/', '/index.html']);
  });

  it('are written as _headers: a path line, then one indented "Name: value" line per header', async () => {
    await build(['widgets/all.js']);
    await writeNetlifyHeaders(dir);
    const text = await readFile(join(dir, headersFile), 'utf8');
    expect(text).toMatch(
      /^# .*\n\n\/widgets\/\*\n {2}Access-Control-Allow-Origin: \*\n {2}Cache-Control: public, max-age=3600\n {2}Cross-Origin-Resource-Policy: cross-origin\n$/,
    );
  });
});
