// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/http/config';
import { contentSecurityPolicyDirectives, pageOnlyHeaders } from '../../../serving/headers';
import { buildSiteApp } from '../../../server/http/site-app';
import { openLeadsDatabase } from '../../../server/leads/leads-database';
import { findLeads } from '../../../server/leads/stored-leads';
import { rawRequest } from '../raw-request';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { fixtureFiles, startTestServer, type TestServer } from '../test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(`${server.siteOrigin}${path}`, { headers });

describe('the site server', () => {
  it('serves the home page as HTML that is revalidated on every visit', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe(fixtureFiles['index.html']);
  });

  it('serves each prerendered route from its own index.html, with or without the trailing slash', async () => {
    for (const path of ['/about', '/about/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.body.toString()).toContain('About page');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('caches a pinned, content-hashed widget copy as immutable, and the plain widget name for an hour', async () => {
    expect((await get('/widgets/quote-calculator.0123abcdef.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/widgets/quote-calculator.js')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the brotli twin to a client that accepts brotli, and says the answer varies by encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(fixtureFiles['assets/index-Ab12Cd34.js']);
    expect(response.body.length).toBeLessThan(fixtureFiles['assets/index-Ab12Cd34.js'].length);
  });

  it('sends the gzip twin to a client that accepts only gzip, prerendered pages included', async () => {
    const response = await get('/about', { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.body).toString()).toBe(fixtureFiles['about/index.html']);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get('/assets/index-Ef56Gh78.css', { 'Accept-Encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(fixtureFiles['assets/index-Ef56Gh78.css']);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/assets/index-gone.js', '/services/unknown/deeper']) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString()).toContain('Page not found');
    }
  });

  it('answers an unknown service id with the Service Not Found page and status 404 (product rules §2.5)', async () => {
    for (const path of ['/services/roof-painting', '/services/roof-painting/?from=ad']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toContain('<h1>Service Not Found</h1>');
    }
  });

  it("answers an unknown path with its own folder's 404.html wherever the build has one, not only under /services/", async () => {
    for (const path of ['/gallery/no-such-photo', '/gallery/no-such-photo/', '/gallery/%6Eo-such-photo?page=2']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe(fixtureFiles['gallery/404.html']);
    }
    const deeper = await get('/gallery/2024/no-such-photo');
    expect(deeper.status).toBe(404);
    expect(deeper.body.toString()).toContain('Page not found');
  });

  it('never serves dotfiles or paths outside the build', async () => {
    expect((await get('/.env')).status).toBe(404);
    expect((await get('/../package.json')).status).toBe(404);
    expect((await get('/%2e%2e/package.json')).status).toBe(404);
  });

  it('sends the security headers with every page', async () => {
    for (const path of ['/', '/no-such-page']) {
      const { headers } = await get(path);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      const policy = String(headers['content-security-policy']);
      for (const [name, values] of Object.entries(contentSecurityPolicyDirectives)) expect(policy).toContain(`${name} ${values.join(' ')}`);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('upgrade-insecure-requests');
    }
  });

  it("allows each page's own inline style by its hash, and no other, the 404 pages' and the embed page's too", async () => {
    const styleHash = (file: string) =>
      `'sha256-${createHash('sha256')
        .update(/<style>(.*?)<\/style>/.exec(fixtureFiles[file])![1])
        .digest('base64')}'`;
    const pages = {
      '/': 'index.html',
      '/about': 'about/index.html',
      '/no-such-page': '404.html',
      '/services/no-such-service': 'services/404.html',
      '/embed/quote-calculator': 'embed/quote-calculator/index.html',
    };
    for (const [path, file] of Object.entries(pages)) {
      const { headers } = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(String(headers['content-security-policy']), path).toContain(`style-src 'self' ${styleHash(file)};`);
    }
    // What is not a page allows no inline style, as the site's policy says.
    const { headers } = await get('/favicon.svg');
    expect(String(headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('lets any page frame the embed pages, and only them, with the rest of the policy kept', async () => {
    for (const path of ['/embed/quote-calculator', '/embed/quote-calculator/', '/embed/quote-calculator?partner=acme']) {
      const { headers } = await get(path);
      const policy = String(headers['content-security-policy']);
      expect(policy, path).toContain('frame-ancestors *');
      expect(policy, path).not.toContain("frame-ancestors 'self'");
      expect(policy, path).toContain("script-src 'self'");
      expect(headers['x-frame-options'], path).toBeUndefined();
    }
    // The rest of the embed folder is the site's: its index.html, an unknown name, the folder itself, a doubled slash.
    const others = [
      '/embed/quote-calculator/index.html',
      '/embed/no-such-widget',
      '/embed',
      '/embed/',
      '/embed//x',
      '/embed//quote-calculator',
    ];
    for (const path of ['/', '/about', '/embedded', '/favicon.svg', ...others]) {
      const { headers } = await get(path);
      expect(String(headers['content-security-policy']), path).toContain("frame-ancestors 'self'");
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('sends the headers only a page reads with the pages alone, and every file the ones about the file itself', async () => {
    const pageOnly = pageOnlyHeaders.map((name) => name.toLowerCase());
    for (const path of ['/', '/about', '/no-such-page', '/services/no-such-service', '/favicon.svg']) {
      const { headers } = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(
        pageOnly.filter((name) => headers[name] === undefined),
        path,
      ).toEqual([]);
    }
    const files = [
      '/assets/index-Ab12Cd34.js',
      '/assets/index-Ef56Gh78.css',
      '/widgets/quote-calculator.js',
      '/widgets/quote-calculator.0123abcdef.js',
    ];
    for (const path of files) {
      for (const encoding of ['identity', 'br']) {
        const { status, headers } = await get(path, { 'Accept-Encoding': encoding });
        expect(status, path).toBe(200);
        expect(
          pageOnly.filter((name) => headers[name] !== undefined),
          `${path} (${encoding})`,
        ).toEqual([]);
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(headers['cross-origin-resource-policy'], path).toBe('cross-origin');
      }
    }
    const health = await get('/healthz');
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(pageOnly.filter((name) => health.headers[name] !== undefined)).toEqual([]);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets partner pages load the widget scripts: CORS and cross-origin resource policy', async () => {
    const response = await get('/widgets/quote-calculator.js', { Origin: 'https://partner.example.org' });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps CORS to the widgets: pages do not send Access-Control-Allow-Origin', async () => {
    const { headers } = await get('/');
    expect(headers['access-control-allow-origin']).toBeUndefined();
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await rawRequest(`${server.siteOrigin}/about`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.length).toBe(0);
  });

  it('serves the embed demo from a second origin', async () => {
    expect(server.demoOrigin).toBeDefined();
    expect(new URL(String(server.demoOrigin)).origin).not.toBe(new URL(server.siteOrigin).origin);
    const response = await fetch(`${server.demoOrigin}/no-such-page.html`);
    expect(response.status).toBe(404);
  });
});

describe('the site server while it closes', () => {
  it('answers and stores a post that arrives during the shutdown drain, where Fastify would answer 503', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'drain-'));
    const app = buildSiteApp({ ...readConfig({ DIST_DIR: server.distDir, LEADS_DB: join(dir, 'leads.sqlite') }), log: () => undefined });
    // preClose runs once the server has begun closing, before it stops listening: this post arrives in the drain.
    let origin = '';
    let status: number | undefined;
    app.addHook('preClose', async () => {
      const response = await fetch(`${origin}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: encodeFormBody(withName(formBodies[3], 'During the drain')).toString(),
      });
      status = response.status;
      await response.arrayBuffer();
    });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
    await app.close();
    expect(status).toBe(200);
    expect(findLeads(openLeadsDatabase(join(dir, 'leads.sqlite'), { readonly: true })).map((lead) => lead.fields.name)).toEqual([
      'During the drain',
    ]);
    await rm(dir, { recursive: true, force: true });
  });
});
