import { describe, expect, it } from 'vitest';
import { hostPageAttribution, widgetAttribution } from '../../../common/contract/host-page-attribution';

const page = (url: string) => hostPageAttribution(new URL(url));

describe('hostPageAttribution', () => {
  it('names the page by origin and path, without the query string or fragment', () => {
    expect(page('https://partner.example/strata/news?member=4411#contact')).toEqual({ page: 'https://partner.example/strata/news' });
  });

  it.each(['/?p=8', '/?page_id=12', '/?post_type=event&p=31', '/blog/?p=8'])(
    'keeps the query of %s, a WordPress page under Plain permalinks, which names nothing but the page',
    (address) => {
      expect(page(`http://strata.example${address}&utm_source=news`)).toEqual({
        page: `http://strata.example${address}`,
        utm_source: 'news',
      });
    },
  );

  it.each(['/?p=8&member=4411', '/?p=eight', '/?page_id=12&p=8', '/?s=window+cleaning', '/?post_type=event'])(
    'leaves out the query of %s, which is more than a page id',
    (address) => {
      expect(page(`http://strata.example${address}`)).toEqual({ page: 'http://strata.example/' });
    },
  );

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

describe('widgetAttribution', () => {
  const host = new URL('https://strata.example/?p=8&utm_campaign=spring');

  it("names the page its attributes name, in the order the lead's fields take, with the host page's utm parameters", () => {
    expect(Object.entries(widgetAttribution({ partner: 'acme', page: 'https://strata.example/news/' }, host))).toEqual([
      ['partner', 'acme'],
      ['page', 'https://strata.example/news/'],
      ['utm_campaign', 'spring'],
    ]);
  });

  it('names the host page when its attributes name none', () => {
    expect(widgetAttribution({ partner: 'acme' }, host)).toEqual({
      partner: 'acme',
      page: 'https://strata.example/?p=8',
      utm_campaign: 'spring',
    });
  });
});
