import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWidgetAttributes, widgetAttributeNames } from '../../widgets/widget-attributes';

const scriptUrl = 'https://site.example.com/widgets/quote-calculator.js';

function element(attributes: Record<string, string>): Element {
  const node = document.createElement('okanagan-quote-calculator');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

afterEach(() => vi.unstubAllGlobals());

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

  it('falls back to the default for an endpoint that is not a URL, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseWidgetAttributes(element({ endpoint: 'http://[bad' }), scriptUrl).endpoint).toBe('https://site.example.com/');
    expect(warn).toHaveBeenCalledWith('okanagan-quote-calculator: ignoring endpoint="http://[bad", which is not a URL');
  });

  it('posts the partner attribute as the partner field', () => {
    expect(parseWidgetAttributes(element({ partner: ' acme-strata ' }), scriptUrl).attribution).toEqual({ partner: 'acme-strata' });
  });

  it('posts no partner field, and warns, when the partner id is longer than the endpoint accepts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseWidgetAttributes(element({ partner: 'x'.repeat(101) }), scriptUrl).attribution).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('longer than 100 characters'));
  });

  it('posts no partner field without the attribute', () => {
    expect(parseWidgetAttributes(element({ partner: '' }), scriptUrl).attribution).toEqual({});
  });

  it('uses h3 headings for heading-level="3" and h2 for anything else', () => {
    expect(parseWidgetAttributes(element({ 'heading-level': '3' }), scriptUrl).headingLevel).toBe(3);
    expect(parseWidgetAttributes(element({ 'heading-level': '5' }), scriptUrl).headingLevel).toBe(2);
    expect(parseWidgetAttributes(element({}), scriptUrl).headingLevel).toBe(2);
  });

  it('takes an accent that is a CSS colour', () => {
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => property === 'color' && value === '#2f4a3a' });
    expect(parseWidgetAttributes(element({ accent: ' #2f4a3a ' }), scriptUrl).accent).toBe('#2f4a3a');
  });

  it('ignores an accent that is not a CSS colour, which would blank the buttons', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseWidgetAttributes(element({ accent: 'red; } * { display: none' }), scriptUrl).accent).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(parseWidgetAttributes(element({}), scriptUrl).accent).toBeUndefined();
  });

  it('names every attribute it reads, so the element watches them all', () => {
    expect(widgetAttributeNames).toEqual(['endpoint', 'partner', 'heading-level', 'accent']);
  });
});
