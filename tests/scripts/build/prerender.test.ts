// @vitest-environment node
// Where the prerendered pages link their stylesheet (scripts/build/prerender.ts).
import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from '../../../scripts/build/prerender';

// The client build's index.html as the page loader leaves it: Vite links the stylesheets at the end of the head.
const template = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
    <!--head-->
    <script type="module">await import('/assets/index-a1.js');</script>
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
    <link rel="stylesheet" crossorigin href="/assets/frame-c3.css">
  </head>
  <body><div id="root"><!--app--></div></body>
</html>`;

describe('stylesheetsFirst', () => {
  it("links the stylesheets, in their order, ahead of the page's head tags and the page loader", () => {
    const html = stylesheetsFirst(template);
    const at = (text: string) => html.indexOf(text);
    expect(at('index-b2.css')).toBeGreaterThan(at('rel="icon"'));
    expect(at('index-b2.css')).toBeLessThan(at('frame-c3.css'));
    expect(at('frame-c3.css')).toBeLessThan(at('<!--head-->'));
    expect(at('<!--head-->')).toBeLessThan(at('<script type="module">'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
    expect(html).toContain(`<script type="module">await import('/assets/index-a1.js');</script>\n  </head>`);
  });

  it('refuses a template with no place for the head tags', () => {
    expect(() => stylesheetsFirst(template.replace('<!--head-->', ''))).toThrow(/<!--head-->/);
  });
});
