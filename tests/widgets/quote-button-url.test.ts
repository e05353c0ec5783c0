// The address the quote button opens: the calculator's embed page, credited as an iframe of it is (product rules §8.3,
// §8.5).
import { describe, expect, it } from 'vitest';
import { quoteButtonUrl } from '../../widgets/quote-button-url';

const site = 'https://site.example';

/** A quote button element with `attributes`. */
function button(attributes: Record<string, string> = {}) {
  const element = document.createElement('okanagan-quote-button');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** The host page at `url`, as the location the button reads. */
const host = (url: string) => new URL(url);

/** The query of the URL the button opens, as pairs. */
const query = (url: string) => [...new URL(url).searchParams];

describe('quoteButtonUrl', () => {
  it("opens the calculator's embed page on the site, with the host page's address as page", () => {
    const url = quoteButtonUrl(button(), site, host('https://partner.example/vendors/'));
    expect(url).toBe(`${site}/embed/quote-calculator?page=https%3A%2F%2Fpartner.example%2Fvendors%2F`);
  });

  it("passes on the attributes the calculator's embed page reads, and only those", () => {
    const element = button({
      partner: 'acme-strata',
      accent: '#2f4a3a',
      'heading-level': '3',
      tab: 'membership',
      'home-size': '1500',
      package: 'home-care',
      'membership-size': 'large',
      plan: 'full',
      endpoint: 'https://leads.partner.example/',
      'data-layer': '',
      class: 'cta',
    });
    expect(query(quoteButtonUrl(element, site, host('https://partner.example/')))).toEqual([
      ['page', 'https://partner.example/'],
      ['partner', 'acme-strata'],
      ['accent', '#2f4a3a'],
      ['heading-level', '3'],
      ['tab', 'membership'],
      ['home-size', '1500'],
      ['package', 'home-care'],
      ['membership-size', 'large'],
      ['plan', 'full'],
    ]);
  });

  it("passes on the host page's utm_* parameters, never the rest of its query", () => {
    const page = host('https://partner.example/news?utm_source=newsletter&utm_campaign=spring&email=sam%40example.com#top');
    expect(query(quoteButtonUrl(button({ partner: 'acme-strata' }), site, page))).toEqual([
      ['page', 'https://partner.example/news'],
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'spring'],
      ['partner', 'acme-strata'],
    ]);
  });

  it("keeps a host page's query that is only a WordPress post id, as under Plain permalinks", () => {
    const page = host('https://partner.example/?p=8&utm_source=newsletter');
    expect(query(quoteButtonUrl(button(), site, page))).toEqual([
      ['page', 'https://partner.example/?p=8'],
      ['utm_source', 'newsletter'],
    ]);
  });

  it('leaves out an empty attribute', () => {
    expect(query(quoteButtonUrl(button({ partner: '', tab: '' }), site, host('https://partner.example/')))).toEqual([
      ['page', 'https://partner.example/'],
    ]);
  });
});
