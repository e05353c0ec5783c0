// @vitest-environment node
// What the prerendering plugin writes into each page (scripts/build/prerender.ts).
import type { Manifest, ManifestChunk } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageAssetsScript, pageFiles, pageHeadLinks, pageHtml } from '../../../scripts/build/prerender';
import type { PageName } from '../../../site/routes';
import { afterPaintPreloadsId, siteEntryAttribute } from '../../../site/routing/page-assets';

// site/index.html, cut down: the places the plugin fills in.
const template = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <!--icon-->
    <!--head-->
  </head>
  <body>
    <div id="root"><!--app--></div>
    <!--page-assets-->
  </body>
</html>`;

describe('pageHtml', () => {
  const parts = {
    icon: '<link rel="icon" href="data:image/png;base64,iVBORw0KGgo=" type="image/png" sizes="32x32" />',
    css: '.frame{color:red}\n.page{color:blue}',
    head: '<title>Quote</title>',
    loader: "await import('/assets/index-a1.js');",
    body: '<main>Hello</main>',
    assets: { held: ['/assets/index-b2.css'], pages: {}, allPages: '/assets/pages-M.json' },
  };

  it("holds the page's one stylesheet inline ahead of its head tags and the page loader, and ends the body with its page assets", () => {
    const html = pageHtml(template, parts);
    const at = (text: string) => html.indexOf(text);
    expect(at('<style>.frame{color:red}\n.page{color:blue}</style>')).toBeGreaterThan(at('rel="icon"'));
    expect(at('<style>')).toBeLessThan(at('<title>'));
    expect(at('<title>')).toBeLessThan(at('<script type="module">'));
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain(`<script type="module">await import('/assets/index-a1.js');</script>\n  </head>`);
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    expect(at('</div>')).toBeLessThan(at('id="page-assets"'));
    expect(at('id="page-assets"')).toBeLessThan(at('</body>'));
  });

  it('puts the tab icon in its place in the head, before the stylesheet', () => {
    const html = pageHtml(template, parts);
    expect(html).toContain(`<meta charset="utf-8" />\n    ${parts.icon}\n    <style>`);
    expect(html).not.toContain('<!--icon-->');
  });

  it('links no stylesheet: the first load fetches none, and no link names the files the page holds', () => {
    expect(pageHtml(template, parts)).not.toMatch(/rel="stylesheet"/);
  });

  it('refuses CSS that would close its style element early', () => {
    expect(() => pageHtml(template, { ...parts, css: '.a{content:"</style>"}' })).toThrow(/<\/style/);
  });

  it('refuses a template with no place for the head tags', () => {
    expect(() => pageHtml(template.replace('<!--head-->', ''), parts)).toThrow(/<!--head-->/);
  });
});

/** A site build's manifest, cut down: the entry, the site's start, three pages, and chunks they share. */
const chunks: Record<string, Omit<ManifestChunk, 'src' | 'isEntry'>> = {
  'main.tsx': { file: 'assets/index-E.js', imports: ['_jsx-runtime.js'], css: ['assets/index-E.css'] },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-J.js' },
  '_page-hero.js': { file: 'assets/page-hero-H.js', imports: ['_jsx-runtime.js'] },
  '_cards.js': { file: 'assets/cards-C.js', css: ['assets/cards-C.css'] },
  '_base.js': { file: 'assets/base-B.js', css: ['assets/base-B.css'] },
  '_lead-forms.js': { file: 'assets/lead-forms-L.js', imports: ['_base.js', '_jsx-runtime.js'], css: ['assets/lead-forms-L.css'] },
  'pages/privacy-page.tsx': { file: 'assets/privacy-page-P.js', imports: ['_jsx-runtime.js', '_page-hero.js'] },
  'pages/quote-page.tsx': {
    file: 'assets/quote-page-Q.js',
    imports: ['_lead-forms.js', '_cards.js', '_page-hero.js'],
    css: ['assets/quote-page-Q.css'],
  },
  'start.tsx': { file: 'assets/start-R.js', imports: ['_react-dom.js', '_jsx-runtime.js'] },
  '_react-dom.js': { file: 'assets/react-dom-D.js' },
  'pages/contact-page.tsx': {
    file: 'assets/contact-page-K.js',
    imports: ['_base.js', '_lead-forms.js', '_cards.js'],
    css: ['assets/contact-page-K.css'],
  },
};
const manifest: Manifest = chunks;

/** The hrefs of the links in `html`, in order. */
const hrefs = (html: string | string[]) =>
  [
    ...[html]
      .flat()
      .join('')
      .matchAll(/href="([^"]+)"/g),
  ].map((match) => match[1]);

describe('pageHeadLinks', () => {
  it('links no stylesheet for a page whose chunks bring no CSS of their own (/privacy)', () => {
    expect(pageHeadLinks(manifest, ['pages/privacy-page.tsx']).stylesheets).toEqual([]);
  });

  it("names the entry's stylesheets apart, and never among the page's", () => {
    const withEntryCss: Manifest = { ...manifest, '_page-hero.js': { ...manifest['_page-hero.js'], css: ['assets/index-E.css'] } };
    const { entryStylesheets, stylesheets } = pageHeadLinks(withEntryCss, ['pages/privacy-page.tsx']);
    expect(entryStylesheets).toEqual(['assets/index-E.css']);
    expect(stylesheets).toEqual([]);
  });

  it("lists the page's stylesheets after those of the chunks it imports, in the order the modules run", () => {
    expect(pageHeadLinks(manifest, ['pages/quote-page.tsx']).stylesheets).toEqual([
      'assets/base-B.css',
      'assets/lead-forms-L.css',
      'assets/cards-C.css',
      'assets/quote-page-Q.css',
    ]);
  });

  it('lists each stylesheet once, however many of the chunks import it', () => {
    expect(pageHeadLinks(manifest, ['pages/contact-page.tsx']).stylesheets).toEqual([
      'assets/base-B.css',
      'assets/lead-forms-L.css',
      'assets/cards-C.css',
      'assets/contact-page-K.css',
    ]);
  });

  it("preloads the entry and its imports, then the page's chunk and those it imports beyond the entry's", () => {
    expect(hrefs(pageHeadLinks(manifest, ['pages/privacy-page.tsx']).preloads)).toEqual([
      '/assets/index-E.js',
      '/assets/jsx-runtime-J.js',
      '/assets/privacy-page-P.js',
      '/assets/page-hero-H.js',
    ]);
  });

  it('keeps the preloads in the after-paint template, where the browser does not fetch them until the entry adds them', () => {
    const { preloads } = pageHeadLinks(manifest, ['pages/privacy-page.tsx']);
    expect(preloads).toMatch(
      new RegExp(
        `^<template id="${afterPaintPreloadsId}">(<link rel="modulepreload" crossorigin href="[^"]+"( ${siteEntryAttribute})? />)+</template>$`,
      ),
    );
  });

  it("marks the entry's own preloads, which the page loader adds and imports first, and only those", () => {
    const marked = pageHeadLinks(manifest, ['start.tsx', 'pages/privacy-page.tsx']).preloads.match(/href="[^"]+" data-site-entry/g);
    expect(marked).toEqual(['href="/assets/index-E.js" data-site-entry', 'href="/assets/jsx-runtime-J.js" data-site-entry']);
  });

  it('preloads every chunk of several sources once, in their order, each before its imports', () => {
    expect(hrefs(pageHeadLinks(manifest, ['start.tsx', 'pages/privacy-page.tsx']).preloads).slice(2)).toEqual([
      '/assets/start-R.js',
      '/assets/react-dom-D.js',
      '/assets/privacy-page-P.js',
      '/assets/page-hero-H.js',
    ]);
  });

  it('fails on a source the manifest does not have, rather than preload nothing', () => {
    expect(() => pageHeadLinks(manifest, ['start.tsx', 'pages/gone-page.tsx'])).toThrow(/pages\/gone-page\.tsx/);
  });

  it('ends on an import cycle', () => {
    const cyclic: Manifest = {
      ...manifest,
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'], css: ['assets/a.css'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'], css: ['assets/b.css'] },
      'pages/terms-page.tsx': { file: 'assets/terms.js', imports: ['_a.js'] },
    };
    expect(pageHeadLinks(cyclic, ['pages/terms-page.tsx']).stylesheets).toEqual(['assets/b.css', 'assets/a.css']);
  });
});

describe('pageFiles', () => {
  const sourceOf = (page: PageName) => `pages/${page}.tsx`;

  it("lists each page's chunk, the chunks it imports beyond the start's, and its stylesheets in cascade order, as URLs", () => {
    expect(pageFiles(manifest, 'start.tsx', ['quote-page', 'privacy-page'], sourceOf)).toEqual({
      'quote-page': {
        chunk: '/assets/quote-page-Q.js',
        imports: ['/assets/lead-forms-L.js', '/assets/base-B.js', '/assets/cards-C.js', '/assets/page-hero-H.js'],
        styles: ['/assets/base-B.css', '/assets/lead-forms-L.css', '/assets/cards-C.css', '/assets/quote-page-Q.css'],
      },
      'privacy-page': { chunk: '/assets/privacy-page-P.js', imports: ['/assets/page-hero-H.js'], styles: [] },
    });
  });

  it('refuses a page the manifest has no chunk for', () => {
    expect(() => pageFiles(manifest, 'start.tsx', ['blog-page'], sourceOf)).toThrow('pages/blog-page.tsx');
  });
});

describe('pageAssetsScript', () => {
  it('writes the assets as a JSON data block that no text can close early', () => {
    const script = pageAssetsScript({ held: ['/assets/a</script>.css'], pages: {}, allPages: '/assets/pages-M.json' });
    expect(script).toMatch(/^<script type="application\/json" id="page-assets">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script[^>]*>(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ held: ['/assets/a</script>.css'], pages: {}, allPages: '/assets/pages-M.json' });
  });
});
