import { describe, expect, it } from 'vitest';
import { demoPage } from '../../../server/http/demo-page';

describe('demoPage', () => {
  it('fills in the shared head, and the header with the page marked as the current one', () => {
    const html = demoPage('<head>\n    <!--demo-head-->\n</head>\n    <!--demo-header-->\n', 'strict-csp.html', 'http://127.0.0.1:4999');
    expect(html).toContain('<link rel="stylesheet" href="/demo.css" />');
    expect(html).toContain('<li><a href="/strict-csp.html" aria-current="page">Strict CSP</a></li>');
    expect(html).toContain('<li><a href="/">Strata partner</a></li>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('writes a widget snippet out with its attributes, holding a fallback link to its embed page with the partner', () => {
    const html = demoPage('      <!--widget contact-form partner="demo" heading-level="3"-->\n', 'widgets.html', 'http://127.0.0.1:4999');
    expect(html).toBe(
      '      <okanagan-contact-form partner="demo" heading-level="3">\n' +
        '        <p><a href="http://127.0.0.1:4999/embed/contact-form?partner=demo">Send us a message</a></p>\n' +
        '      </okanagan-contact-form>\n',
    );
  });

  it('refuses a widget it does not know, rather than serve a page without it', () => {
    expect(() => demoPage('<!--widget roof-painting-->', 'widgets.html', 'http://x')).toThrow('No widget called roof-painting');
  });
});
