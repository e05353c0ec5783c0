// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { afterPaintPreloadsId, pageAssetsScript } from '../../../scripts/build/page-head-links';
import { firstLoadFiles, type ChunkGraph } from '../../../scripts/size/first-load-files';

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
    });
  });

  it('takes each URL as written, entities decoded', () => {
    const html = '<script src="/assets/a&amp;b.js"></script><script src="https://cdn.example.com/c.js?v=1&amp;x=2"></script>';
    expect(tagsOf(html)).toEqual({ files: ['assets/a&b.js'], external: ['https://cdn.example.com/c.js?v=1&x=2'] });
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
    expect(tagsOf(html)).toEqual({ files: [], external: [] });
  });

  it('ignores tags inside comments, <noscript> and <template>, and custom elements named like link', () => {
    const html =
      '<!-- <script src="/a.js"></script> --><noscript><link rel="stylesheet" href="/b.css"></noscript>' +
      '<template><script src="/c.js"></script></template><link-card rel="stylesheet" href="/d.css"></link-card>';
    expect(tagsOf(html)).toEqual({ files: [], external: [] });
  });

  it('counts the preloads of the after-paint template, which the browser entry adds once the page has shown', () => {
    const html =
      '<script type="module" src="/assets/index.js"></script>' +
      `<template id="${afterPaintPreloadsId}"><link rel="modulepreload" href="/assets/start.js" /><link rel="modulepreload" href="/assets/page.js" /></template>` +
      '<template><link rel="modulepreload" href="/assets/other.js" /></template>';
    expect(tagsOf(html).files).toEqual(['assets/index.js', 'assets/start.js', 'assets/page.js']);
  });

  it("counts a page's one stylesheet, and not again the chunks' own CSS that its page assets say it holds", () => {
    const html =
      '<link rel="stylesheet" href="/assets/page-all.css" />' +
      '<script type="module" src="/assets/index.js"></script>' +
      `<template id="${afterPaintPreloadsId}"><link rel="modulepreload" href="/assets/page.js" /></template>` +
      pageAssetsScript({ held: ['/assets/cards.css'], pages: {} });
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
    expect(tagsOf(html)).toEqual({ files: [], external: ['https://cdn.example.com/a.js', '//cdn.example.com/a.js'] });
  });

  it('refuses a URL that climbs out of the build', () => {
    expect(() => tagsOf('<script src="../../a.js"></script>', 'about/index.html')).toThrow(
      'about/index.html loads ../../a.js, which is outside the build.',
    );
  });
});
