// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlAssets } from '../../../scripts/size/html-assets';

const aboutHtml = readFileSync('tests/fixtures/size/dist/about/index.html', 'utf8');

describe('htmlAssets', () => {
  it('lists the stylesheets, module preloads and scripts a page loads, in document order', () => {
    expect(htmlAssets(aboutHtml)).toEqual([
      { url: '/assets/site-abc.css', type: 'css' },
      { url: '/assets/vendor-abc.js', type: 'js' },
      { url: '/assets/about-abc.js?v=1&x=2', type: 'js' },
      { url: 'https://analytics.example.com/a.js', type: 'js' },
      { url: '../widgets/quote-calculator.js', type: 'js' },
    ]);
  });

  it('counts preloads of scripts and styles but not of fonts', () => {
    const html =
      '<link rel="preload" as="script" href="/a.js"><link rel=preload as=style href=/b.css><link rel="preload" as="font" href="/c.woff2">';
    expect(htmlAssets(html)).toEqual([
      { url: '/a.js', type: 'js' },
      { url: '/b.css', type: 'css' },
    ]);
  });

  it('reads rel and type case-insensitively, and single-quoted or bare attributes', () => {
    const html = `<LINK REL='Stylesheet' HREF='/a.css'><SCRIPT TYPE=MODULE SRC=/b.js></SCRIPT>`;
    expect(htmlAssets(html)).toEqual([
      { url: '/a.css', type: 'css' },
      { url: '/b.js', type: 'js' },
    ]);
  });

  it('ignores inline scripts, JSON-LD, nomodule scripts, prefetches and alternate stylesheets', () => {
    const html = [
      '<script>console.log("<script src=/inline.js></script>")</script>',
      '<script type="application/ld+json" src="/data.json"></script>',
      '<script nomodule src="/legacy.js"></script>',
      '<link rel="prefetch" href="/later.js">',
      '<link rel="alternate stylesheet" href="/contrast.css">',
    ].join('');
    expect(htmlAssets(html)).toEqual([]);
  });

  it('ignores tags inside comments, <noscript> and <template>, and custom elements named like link', () => {
    const html =
      '<!-- <script src="/a.js"></script> --><noscript><link rel="stylesheet" href="/b.css"></noscript>' +
      '<template><script src="/c.js"></script></template><link-card rel="stylesheet" href="/d.css"></link-card>';
    expect(htmlAssets(html)).toEqual([]);
  });
});
