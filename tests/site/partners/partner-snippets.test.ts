import { describe, expect, it } from 'vitest';
import { embedLink, escapeHtml, iframeSnippet, scriptSnippet } from '../../../site/partners/partner-snippets';

const origin = 'https://okanagan-exterior.example.com';
const hostile = 'Smith & "Sons" <b>';

/** The attributes of an iframe's tag, as a browser parses them (from a stand-in element, which loads nothing). */
function frameAttributes(html: string): Record<string, string> {
  const element = new DOMParser().parseFromString(html.trim().replace(/^<iframe /, '<x-frame '), 'text/html').querySelector('x-frame');
  return Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));
}

describe('embedLink', () => {
  it('is the embed page of the widget with the partner in its query', () => {
    expect(embedLink({ origin, widget: 'quote-form', partner: 'acme-strata' })).toBe(`${origin}/embed/quote-form?partner=acme-strata`);
  });

  it('encodes a partner with spaces, ampersands, quotes and non-Latin letters as a query value', () => {
    const link = embedLink({ origin, widget: 'quote-calculator', partner: 'Résidences & Co #1' });
    expect(link).toBe(`${origin}/embed/quote-calculator?partner=R%C3%A9sidences+%26+Co+%231`);
    expect(new URL(link).searchParams.get('partner')).toBe('Résidences & Co #1');
    expect([...new URL(link).searchParams.keys()]).toEqual(['partner']);
  });

  it('points to the page’s own origin on loopback', () => {
    expect(embedLink({ origin: 'http://127.0.0.1:4174', widget: 'contact-form', partner: 'a' })).toBe(
      'http://127.0.0.1:4174/embed/contact-form?partner=a',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that could end an attribute or start a tag', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
  });
});

describe('scriptSnippet', () => {
  it('loads the widget’s script and holds a fallback link to the embed page, in the content column', () => {
    expect(scriptSnippet({ origin, widget: 'quote-calculator', partner: 'acme-strata' })).toBe(
      [
        `<script src="${origin}/widgets/quote-calculator.js" defer></script>`,
        '<div>',
        '  <okanagan-quote-calculator partner="acme-strata">',
        `    <p><a href="${origin}/embed/quote-calculator?partner=acme-strata">Get a free quote</a></p>`,
        '  </okanagan-quote-calculator>',
        '</div>',
      ].join('\n'),
    );
  });

  it('uses each widget’s own tag, script and link text', () => {
    const snippet = scriptSnippet({ origin, widget: 'contact-form', partner: 'acme-strata' });
    expect(snippet).toContain(`<script src="${origin}/widgets/contact-form.js" defer></script>`);
    expect(snippet).toContain('<okanagan-contact-form partner="acme-strata"');
    expect(snippet).toContain('>Send us a message</a>');
    expect(snippet).toMatch(/<\/okanagan-contact-form>\n<\/div>$/);
  });

  it('keeps a partner with quotes, < and & inside its attribute, where a browser reads it back unchanged', () => {
    const snippet = scriptSnippet({ origin, widget: 'quote-form', partner: hostile });
    expect(snippet).toContain('partner="Smith &amp; &quot;Sons&quot; &lt;b&gt;"');
    const document = new DOMParser().parseFromString(snippet, 'text/html');
    expect(document.querySelector('okanagan-quote-form')?.getAttribute('partner')).toBe(hostile);
    expect(document.querySelector('b')).toBeNull();
    const href = document.querySelector('okanagan-quote-form a')?.getAttribute('href') ?? '';
    expect(new URL(href).searchParams.get('partner')).toBe(hostile);
  });
});

describe('iframeSnippet', () => {
  it('frames the embed page at its first height in a block of its own, telling it the whole address, then adds the optional resizer', () => {
    const [open, frame, close, resizer] = iframeSnippet({ origin, widget: 'quote-form', partner: 'acme-strata' }).split('\n');
    expect([open, close]).toEqual(['<div>', '</div>']);
    expect(frameAttributes(frame)).toEqual({
      src: `${origin}/embed/quote-form?partner=acme-strata`,
      title: 'Free quote request form from Okanagan Exterior Cleaning',
      width: '100%',
      height: '1380',
      style: 'border:0',
      referrerpolicy: 'no-referrer-when-downgrade',
      loading: 'lazy',
    });
    expect(resizer).toBe(`<script src="${origin}/widgets/iframe-resizer.js" defer></script>`);
  });

  it('keeps a hostile partner inside the src attribute', () => {
    const [, frame] = iframeSnippet({ origin, widget: 'quote-calculator', partner: hostile }).split('\n');
    const { src, height } = frameAttributes(frame);
    expect(new URL(src).searchParams.get('partner')).toBe(hostile);
    expect(height).toBe('1000');
  });
});
