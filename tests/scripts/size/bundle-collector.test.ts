// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleCollector } from '../../../scripts/size/bundle-collector';
import { firstLoadFiles } from '../../../scripts/size/first-load-files';
import { htmlAssets } from '../../../scripts/size/html-assets';

// A real Vite build of a two-page site with a shared chunk and a lazy one: the graph must match the HTML Vite writes.
const root = resolve('tests/fixtures/size/mini-site');
const outDir = await mkdtemp(join(tmpdir(), 'bundle-collector-'));
const collector = bundleCollector();
await build({
  configFile: false,
  logLevel: 'silent',
  root,
  build: { outDir, emptyOutDir: true, minify: false, rollupOptions: { input: [join(root, 'index.html'), join(root, 'contact.html')] } },
  plugins: [collector.plugin],
});
const { chunks, assets } = collector.bundle;
const fileOf = (source: string) => Object.keys(chunks).find((file) => chunks[file].modules.some((module) => module.id.endsWith(source)))!;
const html = await readFile(join(outDir, 'index.html'), 'utf8');

afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('bundleCollector', () => {
  it("records each chunk's static imports, but not its dynamic ones", () => {
    expect(fileOf('shared.js')).not.toBe(fileOf('main.js'));
    expect(chunks[fileOf('main.js')].imports).toEqual([fileOf('shared.js')]);
    expect(chunks[fileOf('main.js')].imports).not.toContain(fileOf('lazy.js'));
  });

  it('records the CSS Vite links for each chunk, and lists it among the assets', () => {
    for (const source of ['main.js', 'shared.js', 'lazy.js']) {
      expect(chunks[fileOf(source)].css).toEqual([expect.stringMatching(/\.css$/)]);
      expect(assets).toContain(chunks[fileOf(source)].css[0]);
    }
  });

  it('names modules by their path from the repository root, and virtual modules without their marker', () => {
    const ids = Object.values(chunks).flatMap((chunk) => chunk.modules.map((module) => module.id));
    expect(ids).toContain('tests/fixtures/size/mini-site/shared.js');
    expect(ids).toContain('vite/modulepreload-polyfill.js');
  });

  it('gives a first load of the entry, the chunk it imports and the CSS of both, and nothing lazy', () => {
    const { files } = firstLoadFiles(html, 'index.html', chunks);
    const expected = [fileOf('main.js'), fileOf('shared.js'), ...chunks[fileOf('main.js')].css, ...chunks[fileOf('shared.js')].css];
    expect([...files].sort()).toEqual(expected.sort());
  });

  it('agrees with the tags Vite wrote into the page', () => {
    const tagged = htmlAssets(html).map((asset) => asset.url.slice(1));
    expect([...firstLoadFiles(html, 'index.html', chunks).files].sort()).toEqual(tagged.sort());
  });
});
