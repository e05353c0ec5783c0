// The site's canonical origin, fixed into the widget scripts at build time (product rules §8.2): every
// widget posts there by default, wherever its script was served from.
import { business } from '../../common/content/business';
import { isLoopback } from '../../widgets/widget-attributes';

/**
 * SITE_ORIGIN from the environment, or the origin of business.siteUrl. Refused unless it is a
 * bare origin on https: (or http: on loopback, for local builds), since every lead a partner
 * page sends goes there.
 */
export function readSiteOrigin(value = process.env.SITE_ORIGIN): string {
  if (!value) return new URL(business.siteUrl).origin;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_ORIGIN="${value}" is not a URL; give the site's origin, such as https://okanagan-exterior.example.com`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url)))
    throw new Error(`SITE_ORIGIN="${value}" must be an https: origin (http: only on localhost or 127.0.0.1)`);
  if (url.origin !== value.replace(/\/$/, ''))
    throw new Error(`SITE_ORIGIN="${value}" must be an origin only, without a path, query or fragment, such as ${url.origin}`);
  return url.origin;
}
