import { describe, expect, it } from 'vitest';
import { readSiteOrigin } from '../../serving/site-origin';

describe('readSiteOrigin', () => {
  it("defaults to the origin of the business's public site", () => {
    expect(readSiteOrigin('')).toBe('https://okanagan-exterior.example.com');
  });

  it('takes an https: origin, with or without a trailing slash', () => {
    expect(readSiteOrigin('https://www.okanagan-exterior.ca')).toBe('https://www.okanagan-exterior.ca');
    expect(readSiteOrigin('https://www.okanagan-exterior.ca/')).toBe('https://www.okanagan-exterior.ca');
  });

  it('takes http: on loopback only, for a local build', () => {
    expect(readSiteOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(() => readSiteOrigin('http://okanagan-exterior.ca')).toThrow(
      'SITE_ORIGIN="http://okanagan-exterior.ca" must be an https: origin',
    );
  });

  it('refuses a path, which would send every lead somewhere else than the site root', () => {
    expect(() => readSiteOrigin('https://okanagan-exterior.ca/forms')).toThrow('must be an origin only');
  });

  it('refuses what is not a URL', () => {
    expect(() => readSiteOrigin('okanagan-exterior.ca')).toThrow('SITE_ORIGIN="okanagan-exterior.ca" is not a URL');
  });
});
