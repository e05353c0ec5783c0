// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoApp } from '../../../server/http/demo-app';

let dir: string;
const app = () => buildDemoApp(dir, 'http://127.0.0.1:4999');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'demo-app-test-'));
  await writeFile(
    join(dir, 'index.html'),
    '<script src="{{SITE_ORIGIN}}/widgets/all.js"></script><a href="{{SITE_ORIGIN}}/quote">Quote</a>',
  );
  await writeFile(join(dir, 'strict.html'), '<p>strict</p>');
  await writeFile(
    join(dir, 'headers.json'),
    JSON.stringify({ 'strict.html': { 'Content-Security-Policy': "script-src 'self' {{SITE_ORIGIN}}" } }),
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the embed demo', () => {
  it('fills in the site origin wherever the page says {{SITE_ORIGIN}}', async () => {
    const response = await app().inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '<script src="http://127.0.0.1:4999/widgets/all.js"></script><a href="http://127.0.0.1:4999/quote">Quote</a>',
    );
  });

  it("adds a page's own headers from headers.json, with the site origin filled in", async () => {
    const response = await app().inject('/strict.html');
    expect(response.headers['content-security-policy']).toBe("script-src 'self' http://127.0.0.1:4999");
    expect((await app().inject('/index.html')).headers['content-security-policy']).toBeUndefined();
  });

  it('answers 404 for missing pages and anything that is not a plain page name', async () => {
    for (const path of ['/missing.html', '/headers.json', '/..%2fpackage.json', '/page.exe']) {
      expect((await app().inject(path)).statusCode, path).toBe(404);
    }
  });
});
