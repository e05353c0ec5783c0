// @vitest-environment node
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { byteSizes, sumSizes } from '../../../scripts/size/size-report';
import { pageAssetsScript } from '../../../scripts/build/prerender';
import { afterPaintPreloadsId } from '../../../site/routing/page-assets';
import { bundleCollector, firstLoadFiles, measureBuild, type ChunkGraph, type CollectedBundle } from '../../../scripts/size/measure-build';

const fixtures = 'tests/fixtures/size';

describe('bundleCollector', async () => {
  // A real Vite build of a two-page site with a shared chunk and a lazy one: the graph must match the HTML Vite writes.
  const root = resolve(fixtures, 'mini-site');
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
    const tagged = firstLoadFiles(html, 'index.html', {}).files;
    expect([...firstLoadFiles(html, 'index.html', chunks).files].sort()).toEqual([...tagged].sort());
  });
});

describe('measureBuild', async () => {
  const distDir = join(fixtures, 'dist');
  const graph = JSON.parse(readFileSync(join(fixtures, 'graph.json'), 'utf8')) as CollectedBundle['chunks'];
  const chunks: CollectedBundle['chunks'] = Object.fromEntries(
    Object.entries(graph).map(([file, chunk]) => [
      file,
      { ...chunk, modules: [{ id: `src/${file.replace('assets/', '')}`, renderedBytes: 100 }] },
    ]),
  );
  const widgetBundle: CollectedBundle = {
    chunks: {
      'quote-calculator.js': { imports: [], css: [], modules: [{ id: 'widgets/entries/quote-calculator.ts', renderedBytes: 40 }] },
    },
    assets: [],
  };
  const sizesOf = async (files: string[], dir = distDir) =>
    sumSizes(await Promise.all(files.map((file) => byteSizes(readFileSync(join(dir, file))))));

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

  it('names each route by its path', () => {
    expect(report.routes.map((route) => [route.path, route.html])).toEqual([['/about', 'about/index.html']]);
  });

  it("adds up exactly the JS files the fixture page loads into the route's first-load JS", async () => {
    const js = ['assets/vendor-abc.js', 'assets/about-abc.js', 'assets/shared-abc.js', 'widgets/quote-calculator.js'];
    const [route] = report.routes;
    expect([...route.js.files].sort()).toEqual([...js].sort());
    expect(route.js).toMatchObject(await sizesOf(js));
  });

  it('adds up its inline stylesheet, once, its stylesheets, and the CSS of its chunks, apart as first-load CSS', async () => {
    const css = ['assets/site-abc.css', 'assets/about-abc.css'];
    const inline = await byteSizes('.about-hero{color:teal}');
    expect(report.routes[0].css).toEqual({ files: css, inline, ...sumSizes([inline, await sizesOf(css)]) });
  });

  it('ranks the modules behind the first-load JS', () => {
    expect(report.routes[0].modules.map((module) => module.id).sort()).toEqual([
      'src/about-abc.js',
      'src/shared-abc.js',
      'src/vendor-abc.js',
    ]);
    expect(report.routes[0].modules[0].share).toBeCloseTo(1 / 3);
  });

  it('records the rendered bytes of every module of each route and widget, by id', () => {
    expect(report.routes[0].moduleBytes).toEqual({ 'src/about-abc.js': 100, 'src/shared-abc.js': 100, 'src/vendor-abc.js': 100 });
    expect(report.widgets[0].moduleBytes).toEqual({ 'widgets/entries/quote-calculator.ts': 40 });
  });

  it('measures every JS and CSS file in the build, loaded or not', async () => {
    expect(Object.keys(report.files)).toContain('assets/later-abc.js');
    expect(Object.keys(report.files)).not.toContain('about/index.html');
    expect(report.files['assets/site-abc.css']).toEqual(await byteSizes(readFileSync(join(distDir, 'assets/site-abc.css'))));
  });

  it('measures each widget all-in, and the same widget built with React', async () => {
    const [widget] = report.widgets;
    expect(widget.allIn).toEqual({ files: ['widgets/quote-calculator.js'], ...(await sizesOf(['widgets/quote-calculator.js'])) });
    expect(widget.withReact).toEqual(await sizesOf(['quote-calculator.js'], join(fixtures, 'with-react')));
  });

  it('reads the compressed sizes from the twins the build wrote for serving, unless they are older than the file', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'measure-twins-'));
    try {
      await cp(distDir, copy, { recursive: true });
      const file = join(copy, 'assets/site-abc.css');
      // Twins whose sizes no encoder would give, so a figure equal to them was read, not compressed.
      await writeFile(`${file}.br`, Buffer.alloc(7));
      await writeFile(`${file}.gz`, Buffer.alloc(9));
      const measure = async () => (await measureBuild({ distDir: copy, pages: [], site: { chunks: {}, assets: [] }, widgets: [] })).files;
      expect((await measure())['assets/site-abc.css']).toEqual({ raw: (await stat(file)).size, gzip: 9, brotli: 7 });
      const later = new Date(Date.now() + 60_000);
      await utimes(file, later, later);
      expect((await measure())['assets/site-abc.css']).toEqual(await byteSizes(readFileSync(file)));
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
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

const aboutHtml = readFileSync('tests/fixtures/size/dist/about/index.html', 'utf8');
const graph = JSON.parse(readFileSync('tests/fixtures/size/graph.json', 'utf8')) as ChunkGraph;

/** A graph in which each of `files` imports "<file>.import", so a first load shows which tags were read as scripts. */
function importing(...files: string[]): ChunkGraph {
  return Object.fromEntries(files.map((file) => [file, { imports: [`${file}.import`], css: [] }]));
}

/** The first load of `html` at `htmlFile` from its tags alone, with no chunk graph to follow. */
function tagsOf(html: string, htmlFile = 'index.html') {
  return firstLoadFiles(html, htmlFile, {});
}

describe('firstLoadFiles', () => {
  it('counts exactly the files the fixture page loads: its tags, their static imports recursively, and their CSS', () => {
    const { files } = firstLoadFiles(aboutHtml, 'about/index.html', graph);
    expect([...files].sort()).toEqual(
      [
        'assets/site-abc.css',
        'assets/vendor-abc.js',
        'assets/about-abc.js',
        'assets/shared-abc.js',
        'assets/about-abc.css',
        'widgets/quote-calculator.js',
      ].sort(),
    );
  });

  it('counts a chunk imported twice once', () => {
    const { files } = firstLoadFiles(aboutHtml, 'about/index.html', graph);
    expect(files.filter((file) => file === 'assets/vendor-abc.js')).toHaveLength(1);
  });

  it('leaves out prefetched chunks and what only they import', () => {
    const { files } = firstLoadFiles(aboutHtml, 'about/index.html', graph);
    expect(files).not.toContain('assets/later-abc.js');
    expect(files).not.toContain('assets/later-abc.css');
  });

  it('lists files on other origins apart, unmeasured', () => {
    expect(firstLoadFiles(aboutHtml, 'about/index.html', graph).external).toEqual(['https://analytics.example.com/a.js']);
  });
});

describe('firstLoadFiles, reading the tags of a page', () => {
  it('reads the stylesheets, module preloads and scripts a page loads, in document order, following only the scripts', () => {
    const tagged = ['assets/site-abc.css', 'assets/vendor-abc.js', 'assets/about-abc.js', 'widgets/quote-calculator.js'];
    expect(firstLoadFiles(aboutHtml, 'about/index.html', importing(...tagged))).toEqual({
      files: [
        'assets/site-abc.css',
        'assets/vendor-abc.js',
        'assets/vendor-abc.js.import',
        'assets/about-abc.js',
        'assets/about-abc.js.import',
        'widgets/quote-calculator.js',
        'widgets/quote-calculator.js.import',
      ],
      external: ['https://analytics.example.com/a.js'],
      // Its style element's text, not the one in the <template>, which is inert.
      inlineCss: '.about-hero{color:teal}',
    });
  });

  it('takes each URL as written, entities decoded', () => {
    const html = '<script src="/assets/a&amp;b.js"></script><script src="https://cdn.example.com/c.js?v=1&amp;x=2"></script>';
    expect(tagsOf(html)).toEqual({ files: ['assets/a&b.js'], external: ['https://cdn.example.com/c.js?v=1&x=2'], inlineCss: '' });
  });

  it('counts preloads of scripts and styles but not of fonts', () => {
    const html =
      '<link rel="preload" as="script" href="/a.js"><link rel=preload as=style href=/b.css><link rel="preload" as="font" href="/c.woff2">';
    expect(firstLoadFiles(html, 'index.html', importing('a.js', 'b.css')).files).toEqual(['a.js', 'a.js.import', 'b.css']);
  });

  it('reads rel and type case-insensitively, and single-quoted or bare attributes', () => {
    const html = `<LINK REL='Stylesheet' HREF='/a.css'><SCRIPT TYPE=MODULE SRC=/b.js></SCRIPT>`;
    expect(firstLoadFiles(html, 'index.html', importing('a.css', 'b.js')).files).toEqual(['a.css', 'b.js', 'b.js.import']);
  });

  it('ignores inline scripts, JSON-LD, nomodule scripts, prefetches and alternate stylesheets', () => {
    const html = [
      '<script>console.log("<script src=/inline.js></script>")</script>',
      '<script type="application/ld+json" src="/data.json"></script>',
      '<script nomodule src="/legacy.js"></script>',
      '<link rel="prefetch" href="/later.js">',
      '<link rel="alternate stylesheet" href="/contrast.css">',
    ].join('');
    expect(tagsOf(html)).toEqual({ files: [], external: [], inlineCss: '' });
  });

  it('ignores tags inside comments, <noscript> and <template>, and custom elements named like link', () => {
    const html =
      '<!-- <script src="/a.js"></script> --><noscript><link rel="stylesheet" href="/b.css"></noscript>' +
      '<template><script src="/c.js"></script></template><link-card rel="stylesheet" href="/d.css"></link-card>';
    expect(tagsOf(html)).toEqual({ files: [], external: [], inlineCss: '' });
  });

  it('counts the preloads of the after-paint template, which the browser entry adds once the page has shown', () => {
    const html =
      '<script type="module" src="/assets/index.js"></script>' +
      `<template id="${afterPaintPreloadsId}"><link rel="modulepreload" href="/assets/start.js" /><link rel="modulepreload" href="/assets/page.js" /></template>` +
      '<template><link rel="modulepreload" href="/assets/other.js" /></template>';
    expect(tagsOf(html).files).toEqual(['assets/index.js', 'assets/start.js', 'assets/page.js']);
  });

  it("counts a page's inline stylesheet as its text, and not again the chunks' own CSS that its page assets say it holds", () => {
    const html =
      '<style>.frame{color:red}</style><style>.page{color:blue}</style>' +
      '<script type="module" src="/assets/index.js"></script>' +
      `<template id="${afterPaintPreloadsId}"><link rel="modulepreload" href="/assets/page.js" /></template>` +
      '<noscript><style>.no-js{color:green}</style></noscript>' +
      pageAssetsScript({ held: ['/assets/cards.css'], pages: {}, allPages: '/assets/pages-M.json' });
    const chunks: ChunkGraph = {
      'assets/index.js': { imports: [], css: [] },
      'assets/page.js': { imports: [], css: ['assets/cards.css', 'assets/other.css'] },
    };
    expect(firstLoadFiles(html, 'index.html', chunks)).toEqual({
      files: ['assets/index.js', 'assets/page.js', 'assets/other.css'],
      external: [],
      inlineCss: '.frame{color:red}.page{color:blue}',
    });
  });

  it("counts a linked stylesheet, and not again the chunks' own CSS that its page assets say it holds", () => {
    const html =
      '<link rel="stylesheet" href="/assets/page-all.css" />' +
      '<script type="module" src="/assets/index.js"></script>' +
      `<template id="${afterPaintPreloadsId}"><link rel="modulepreload" href="/assets/page.js" /></template>` +
      pageAssetsScript({ held: ['/assets/cards.css'], pages: {}, allPages: '/assets/pages-M.json' });
    const chunks: ChunkGraph = {
      'assets/index.js': { imports: [], css: [] },
      'assets/page.js': { imports: [], css: ['assets/cards.css', 'assets/other.css'] },
    };
    expect(firstLoadFiles(html, 'index.html', chunks).files).toEqual([
      'assets/page-all.css',
      'assets/index.js',
      'assets/page.js',
      'assets/other.css',
    ]);
  });
});

describe('firstLoadFiles, resolving URLs', () => {
  it('resolves root-relative URLs from the dist root and relative ones from the page, without query or hash', () => {
    const html = '<script type="module" src="/assets/a.js?v=2#x"></script><script src="../../widgets/b.js"></script>';
    expect(tagsOf(html, 'services/window-cleaning/index.html').files).toEqual(['assets/a.js', 'widgets/b.js']);
    expect(tagsOf('<link rel="stylesheet" href="c.css">').files).toEqual(['c.css']);
  });

  it('counts nothing on other origins', () => {
    const html = '<script src="https://cdn.example.com/a.js"></script><script src="//cdn.example.com/a.js"></script>';
    expect(tagsOf(html)).toEqual({ files: [], external: ['https://cdn.example.com/a.js', '//cdn.example.com/a.js'], inlineCss: '' });
  });

  it('refuses a URL that climbs out of the build', () => {
    expect(() => tagsOf('<script src="../../a.js"></script>', 'about/index.html')).toThrow(
      'about/index.html loads ../../a.js, which is outside the build.',
    );
  });
});
