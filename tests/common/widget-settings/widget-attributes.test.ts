import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributeReader, parseWidgetAttributes, readOneOf, widgetAttributeNames } from '../../../common/widget-settings/widget-attributes';

const siteOrigin = 'https://site.example.com';
const scriptUrl = `${siteOrigin}/widgets/quote-calculator.js`;

function reader(attributes: Record<string, string>) {
  const node = document.createElement('okanagan-quote-calculator');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return attributeReader(node);
}

function parse(attributes: Record<string, string>, script = scriptUrl) {
  return parseWidgetAttributes(reader(attributes), script, siteOrigin);
}

/** The partner page the widget runs on. */
function onPage(url: string) {
  vi.stubGlobal('location', new URL(url));
}

afterEach(() => vi.unstubAllGlobals());

describe('parseWidgetAttributes: endpoint', () => {
  it("posts to the site's canonical origin by default", () => {
    onPage('https://partner.example/services');
    expect(parse({}).endpoint).toBe('https://site.example.com/');
  });

  it('posts to the site, not to the mirror, when a partner re-hosts the script on its own origin or CDN', () => {
    onPage('https://partner.example/services');
    expect(parse({}, 'https://partner.example/js/bundle.min.js').endpoint).toBe('https://site.example.com/');
    expect(parse({}, 'https://cdn.example.net/okanagan/quote-calculator.js').endpoint).toBe('https://site.example.com/');
  });

  it('posts to the site when the script URL is unknown, as when a bundler or a tag manager ran it', () => {
    onPage('http://127.0.0.1:8081/');
    expect(parseWidgetAttributes(reader({}), undefined, siteOrigin).endpoint).toBe('https://site.example.com/');
  });

  it('posts to its own origin when the script is served from loopback, as by npm start', () => {
    onPage('http://127.0.0.1:8081/');
    expect(parse({}, 'http://127.0.0.1:8080/widgets/quote-calculator.js').endpoint).toBe('http://127.0.0.1:8080/');
    expect(parse({}, 'http://localhost:8080/widgets/all.js').endpoint).toBe('http://localhost:8080/');
  });

  it('lets the endpoint attribute name another https: URL', () => {
    onPage('https://partner.example/');
    expect(parse({ endpoint: 'https://leads.example.org/in' }).endpoint).toBe('https://leads.example.org/in');
  });

  it('resolves a relative endpoint against the site, not the partner page', () => {
    onPage('https://partner.example/deep/page');
    expect(parse({ endpoint: '/forms' }).endpoint).toBe('https://site.example.com/forms');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<p>hi</p>', 'about:blank', 'ftp://leads.example.org/', 'blob:https://partner.example/1'])(
    'ignores endpoint="%s", with a warning, and posts to the site',
    (endpoint) => {
      onPage('https://partner.example/');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(parse({ endpoint }).endpoint).toBe('https://site.example.com/');
      expect(warn).toHaveBeenCalledWith(`okanagan-quote-calculator: ignoring endpoint="${endpoint}", which is not an https: URL`);
    },
  );

  it('ignores an http: endpoint on an https: page, which the browser would block as mixed content', () => {
    onPage('https://partner.example/');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parse({ endpoint: 'http://leads.example.org/in' }).endpoint).toBe('https://site.example.com/');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('takes an http: endpoint on an http: page, or on loopback from any page', () => {
    onPage('http://partner.example/');
    expect(parse({ endpoint: 'http://leads.example.org/in' }).endpoint).toBe('http://leads.example.org/in');
    onPage('https://partner.example/');
    expect(parse({ endpoint: 'http://127.0.0.1:8080/' }).endpoint).toBe('http://127.0.0.1:8080/');
    expect(parse({ endpoint: 'http://localhost:8080/' }).endpoint).toBe('http://localhost:8080/');
  });

  it('falls back to the default for an endpoint that is not a URL, with a warning', () => {
    onPage('https://partner.example/');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parse({ endpoint: 'http://[bad' }).endpoint).toBe('https://site.example.com/');
    expect(warn).toHaveBeenCalledWith('okanagan-quote-calculator: ignoring endpoint="http://[bad", which is not an https: URL');
  });
});

describe('parseWidgetAttributes: partner, heading-level, data-layer', () => {
  it('posts the partner attribute as the partner field', () => {
    expect(parse({ partner: ' acme-strata ' }).attribution).toEqual({ partner: 'acme-strata' });
  });

  it('posts no partner field, and warns, when the partner id is longer than the endpoint accepts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parse({ partner: 'x'.repeat(101) }).attribution).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('longer than 100 characters'));
  });

  it('posts no partner field without the attribute', () => {
    expect(parse({ partner: '' }).attribution).toEqual({});
  });

  it('uses h3 headings for heading-level="3" and h2 for anything else', () => {
    expect(parse({ 'heading-level': '3' }).headingLevel).toBe(3);
    expect(parse({ 'heading-level': '5' }).headingLevel).toBe(2);
    expect(parse({}).headingLevel).toBe(2);
  });

  it('tracks nothing without data-layer, dataLayer when it is empty, and the array it names', () => {
    expect(parse({}).dataLayer).toBeUndefined();
    expect(parse({ 'data-layer': '' }).dataLayer).toBe('dataLayer');
    expect(parse({ 'data-layer': ' partnerLayer ' }).dataLayer).toBe('partnerLayer');
  });

  it('names every attribute it reads, so the element watches them all', () => {
    expect(widgetAttributeNames).toEqual(['endpoint', 'partner', 'page', 'heading-level', 'accent', 'data-layer']);
  });
});

describe('parseWidgetAttributes: page', () => {
  it('posts the page attribute as the page, a WordPress post id kept and any other query left out', () => {
    expect(parse({ partner: 'acme', page: 'http://strata.example/?p=8' }).attribution).toEqual({
      partner: 'acme',
      page: 'http://strata.example/?p=8',
    });
    expect(parse({ page: 'https://strata.example/news/?member=4411#top' }).attribution).toEqual({ page: 'https://strata.example/news/' });
  });

  it.each(['/news', 'javascript:alert(1)', 'ftp://strata.example/'])('ignores page="%s", with a warning', (page) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parse({ page }).attribution).toEqual({});
    expect(warn).toHaveBeenCalledWith(`okanagan-quote-calculator: ignoring page="${page}", which is not an http: or https: URL`);
  });
});

describe('attributeReader', () => {
  it('warns once about one ignored value, however often it is read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const attributes = reader({ tab: 'weekly' });
    expect(readOneOf(attributes, 'tab', ['one-time', 'membership'])).toBeUndefined();
    expect(readOneOf(attributes, 'tab', ['one-time', 'membership'])).toBeUndefined();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'okanagan-quote-calculator: ignoring tab="weekly", which is not one of one-time, membership',
    );
  });
});
