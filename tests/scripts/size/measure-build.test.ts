// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byteSizes, sumSizes } from '../../../scripts/size/byte-sizes';
import type { CollectedBundle } from '../../../scripts/size/bundle-collector';
import { measureBuild } from '../../../scripts/size/measure-build';

const fixtures = 'tests/fixtures/size';
const distDir = join(fixtures, 'dist');
const graph = JSON.parse(readFileSync(join(fixtures, 'graph.json'), 'utf8')) as CollectedBundle['chunks'];
const chunks: CollectedBundle['chunks'] = Object.fromEntries(
  Object.entries(graph).map(([file, chunk]) => [
    file,
    { ...chunk, modules: [{ id: `src/${file.replace('assets/', '')}`, renderedBytes: 100 }] },
  ]),
);
const widgetBundle: CollectedBundle = {
  chunks: { 'quote-calculator.js': { imports: [], css: [], modules: [{ id: 'widgets/entries/quote-calculator.ts', renderedBytes: 40 }] } },
  assets: [],
};

function sizesOf(files: string[], dir = distDir) {
  return sumSizes(files.map((file) => byteSizes(readFileSync(join(dir, file)))));
}

const report = await measureBuild({
  distDir,
  pages: ['about/index.html'],
  site: { chunks, assets: [] },
  widgets: [
    {
      script: 'quote-calculator.js',
      outDir: join(distDir, 'widgets'),
      bundle: widgetBundle,
      withReact: { outDir: join(fixtures, 'with-react'), bundle: widgetBundle },
    },
  ],
});

describe('measureBuild', () => {
  it('names each route by its path', () => {
    expect(report.routes.map((route) => [route.path, route.html])).toEqual([['/about', 'about/index.html']]);
  });

  it("adds up exactly the JS files the fixture page loads into the route's first-load JS", () => {
    const js = ['assets/vendor-abc.js', 'assets/about-abc.js', 'assets/shared-abc.js', 'widgets/quote-calculator.js'];
    const [route] = report.routes;
    expect([...route.js.files].sort()).toEqual([...js].sort());
    expect(route.js).toMatchObject(sizesOf(js));
  });

  it('adds up its stylesheets, and the CSS of its chunks, apart as first-load CSS', () => {
    const css = ['assets/site-abc.css', 'assets/about-abc.css'];
    expect(report.routes[0].css).toEqual({ files: css, ...sizesOf(css) });
  });

  it('ranks the modules behind the first-load JS', () => {
    expect(report.routes[0].modules.map((module) => module.id).sort()).toEqual([
      'src/about-abc.js',
      'src/shared-abc.js',
      'src/vendor-abc.js',
    ]);
    expect(report.routes[0].modules[0].share).toBeCloseTo(1 / 3);
  });

  it('measures every JS and CSS file in the build, loaded or not', () => {
    expect(Object.keys(report.files)).toContain('assets/later-abc.js');
    expect(Object.keys(report.files)).not.toContain('about/index.html');
    expect(report.files['assets/site-abc.css']).toEqual(byteSizes(readFileSync(join(distDir, 'assets/site-abc.css'))));
  });

  it('measures each widget all-in, and the same widget built with React', () => {
    const [widget] = report.widgets;
    expect(widget.allIn).toEqual({ files: ['widgets/quote-calculator.js'], ...sizesOf(['widgets/quote-calculator.js']) });
    expect(widget.withReact).toEqual(sizesOf(['quote-calculator.js'], join(fixtures, 'with-react')));
  });

  it('fails, naming the page, when it loads a file the build does not have', async () => {
    const missing = measureBuild({
      distDir,
      pages: ['about/index.html'],
      site: { chunks: { 'assets/about-abc.js': { imports: ['assets/gone-abc.js'], css: [], modules: [] } }, assets: [] },
      widgets: [],
    });
    await expect(missing).rejects.toThrow(`about/index.html loads assets/gone-abc.js, which is not in ${distDir}.`);
  });
});
