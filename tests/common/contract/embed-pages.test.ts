import { describe, expect, it } from 'vitest';
import { embedPageWidget } from '../../../common/contract/embed-pages';

describe('embedPageWidget', () => {
  it('names the widget of an embed page, with or without its trailing slash and any query', () => {
    expect(embedPageWidget('/embed/quote-calculator')).toBe('quote-calculator');
    expect(embedPageWidget('/embed/quote-form/')).toBe('quote-form');
    expect(embedPageWidget('/embed/contact-form?partner=acme&utm_source=x')).toBe('contact-form');
    expect(embedPageWidget('/embed/contact-form/?partner=acme')).toBe('contact-form');
  });

  it('names none for the rest of the embed folder and the site', () => {
    for (const url of [
      '/embed',
      '/embed/',
      '/embed//x',
      '/embed//quote-form',
      '/embed/quote-form//',
      '/embed/quote-calculator/index.html',
      '/embed/no-such-widget',
      '/embed/Quote-Form',
      '/embedded/quote-form',
      '/',
      '/quote',
    ])
      expect(embedPageWidget(url), url).toBeUndefined();
  });
});
