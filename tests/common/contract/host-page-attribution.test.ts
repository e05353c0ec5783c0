import { describe, expect, it } from 'vitest';
import { hostPageAttribution } from '../../../common/contract/host-page-attribution';

const page = (url: string) => hostPageAttribution(new URL(url));

describe('hostPageAttribution', () => {
  it('names the page by origin and path, without the query string or fragment', () => {
    expect(page('https://partner.example/strata/news?member=4411#contact')).toEqual({ page: 'https://partner.example/strata/news' });
  });

  it('adds every utm_* parameter the page URL has, in the contract order, and no other parameter', () => {
    const url =
      'https://partner.example/?utm_content=banner&gclid=abc&utm_term=window+cleaning&utm_campaign=spring&utm_medium=email&utm_source=newsletter';
    expect(Object.entries(page(url))).toEqual([
      ['page', 'https://partner.example/'],
      ['utm_source', 'newsletter'],
      ['utm_medium', 'email'],
      ['utm_campaign', 'spring'],
      ['utm_term', 'window cleaning'],
      ['utm_content', 'banner'],
    ]);
  });

  it('leaves out empty UTM parameters', () => {
    expect(page('https://partner.example/?utm_source=&utm_medium=%20')).toEqual({ page: 'https://partner.example/' });
  });

  it('cuts the page and each UTM value to the length the endpoint accepts, so the lead is never held for it', () => {
    const attribution = page(`https://partner.example/${'p'.repeat(1200)}?utm_source=${'s'.repeat(300)}`);
    expect(attribution.page).toHaveLength(1000);
    expect(attribution.utm_source).toHaveLength(200);
  });
});
