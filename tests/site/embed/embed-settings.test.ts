// An embed page's settings from its query, checked as the element's attributes are, and where its leads came from
// (product rules §8.5).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedPageAttribution, readEmbedSettings } from '../../../site/embed/embed-settings';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('readEmbedSettings', () => {
  it("reads the partner, the heading level and the widget's prefill from the query", () => {
    const settings = readEmbedSettings('quote-calculator', '?partner=acme-strata&heading-level=3&tab=membership&home-size=2000&plan=full');
    expect(settings).toMatchObject({ headingLevel: 3, attribution: { partner: 'acme-strata' } });
    expect(settings.prefill).toMatchObject({ tab: 'membership', area: 2000, plan: 'full' });
  });

  it('reads the page that shows it, checked as the page attribute is', () => {
    expect(readEmbedSettings('quote-form', '?partner=acme&page=http%3A%2F%2Fstrata.example%2F%3Fp%3D8').attribution).toEqual({
      partner: 'acme',
      page: 'http://strata.example/?p=8',
    });
  });

  it('ignores a value the element would ignore, with one warning naming the parameter', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = readEmbedSettings('contact-form', `?subject=plumbing&partner=${'x'.repeat(101)}`);
    expect(settings.prefill).toEqual({ subject: undefined });
    expect(settings.attribution).toEqual({});
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^okanagan-contact-form page: ignoring partner="x+", which is longer than 100 characters$/),
      expect.stringMatching(/^okanagan-contact-form page: ignoring subject="plumbing", which is not one of quote, /),
    ]);
  });

  it("leaves out another widget's parameters, and those an embed page does not take, without a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = readEmbedSettings('quote-form', '?tab=weekly&endpoint=https://leads.example/&data-layer=&services=gutter-cleaning');
    expect(settings.prefill).toEqual({ services: ['gutter-cleaning'] });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('embedPageAttribution', () => {
  it('names the page that linked to it, without its query, and the utm parameters of its own address', () => {
    history.replaceState(null, '', '/embed/quote-calculator?partner=acme&utm_source=newsletter');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://acme.example/owners/news?unit=12');
    expect(embedPageAttribution()).toEqual({ page: 'https://acme.example/owners/news', utm_source: 'newsletter' });
  });

  it('names the page its query names, before the one that linked to it', () => {
    history.replaceState(null, '', '/embed/quote-calculator?partner=acme&utm_source=newsletter');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://acme.example/');
    expect(embedPageAttribution({ partner: 'acme', page: 'https://acme.example/?page_id=8' })).toEqual({
      partner: 'acme',
      page: 'https://acme.example/?page_id=8',
      utm_source: 'newsletter',
    });
  });

  it('keeps the query of a linking WordPress page that is only its post id', () => {
    history.replaceState(null, '', '/embed/quote-calculator?partner=acme');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://acme.example/?p=8');
    expect(embedPageAttribution()).toEqual({ page: 'https://acme.example/?p=8' });
  });

  it('names the embed page itself when nothing linked to it, as from a QR code', () => {
    history.replaceState(null, '', '/embed/quote-calculator?partner=acme');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
    expect(embedPageAttribution()).toEqual({ page: `${location.origin}/embed/quote-calculator` });
  });
});
