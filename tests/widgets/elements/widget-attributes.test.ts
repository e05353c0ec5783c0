import { describe, expect, it } from 'vitest';
import { parseWidgetAttributes } from '../../../widgets/elements/widget-attributes';

const scriptUrl = 'https://site.example.com/widgets/quote-calculator.js';

function element(attributes: Record<string, string>): Element {
  const node = document.createElement('okanagan-quote-calculator');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

describe('parseWidgetAttributes', () => {
  it('posts to the root of the origin the script came from by default', () => {
    expect(parseWidgetAttributes(element({}), scriptUrl).endpoint).toBe('https://site.example.com/');
  });

  it('lets the endpoint attribute name another URL', () => {
    expect(parseWidgetAttributes(element({ endpoint: 'https://leads.example.org/in' }), scriptUrl).endpoint).toBe(
      'https://leads.example.org/in',
    );
  });

  it('resolves a relative endpoint against the script origin, not the partner page', () => {
    expect(parseWidgetAttributes(element({ endpoint: '/forms' }), scriptUrl).endpoint).toBe('https://site.example.com/forms');
  });

  it('falls back to the default for an endpoint that is not a URL', () => {
    expect(parseWidgetAttributes(element({ endpoint: 'http://[bad' }), scriptUrl).endpoint).toBe('https://site.example.com/');
  });

  it('posts the partner attribute as the partner field', () => {
    expect(parseWidgetAttributes(element({ partner: ' acme-strata ' }), scriptUrl).extraFields).toEqual([['partner', 'acme-strata']]);
  });

  it('posts no partner field without the attribute', () => {
    expect(parseWidgetAttributes(element({ partner: '' }), scriptUrl).extraFields).toEqual([]);
  });
});
