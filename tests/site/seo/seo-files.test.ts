import { describe, expect, it } from 'vitest';
import { jsonLdScript, localBusinessSchema } from '../../../site/seo/local-business-schema';
import { robotsTxt } from '../../../site/seo/robots-txt';
import { sitemapXml } from '../../../site/seo/sitemap-xml';

describe('sitemap.xml', () => {
  it('lists every prerendered page on the public origin, and neither the 404 page nor the embed pages', () => {
    const xml = sitemapXml();
    expect(xml).toContain('<loc>https://okanagan-exterior.example.com/</loc>');
    expect(xml).toContain('<loc>https://okanagan-exterior.example.com/services/holiday-light-installation</loc>');
    expect(xml).toContain('<loc>https://okanagan-exterior.example.com/partners</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(18);
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('/embed/');
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://okanagan-exterior.example.com/sitemap.xml\n');
  });
});

describe('the local business JSON-LD', () => {
  const schema = localBusinessSchema('https://okanagan-exterior.example.com/a.jpg');

  it('is a HomeAndConstructionBusiness with phone, hours and areas served', () => {
    expect(schema['@type']).toBe('HomeAndConstructionBusiness');
    expect(schema.telephone).toBe('+12505550142');
    expect(schema.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
    ]);
    expect((schema.areaServed as Array<{ name: string }>).map((area) => area.name)).toEqual([
      'Kelowna',
      'West Kelowna',
      'Lake Country',
      'Vernon',
      'Penticton',
      'Kamloops',
      'Okanagan Valley',
    ]);
  });

  it('can never close its script element early', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toMatch(/<\/script>.*<\/script>/);
  });
});
