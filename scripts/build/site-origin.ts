// The site's canonical origin, fixed into the widget scripts at build time (product rules §8.2): every
// widget posts there by default, wherever its script was served from.
import { business } from '../../common/content/business';
import { siteOriginSetting } from '../../server/http/config';

/**
 * SITE_ORIGIN from the environment, checked as the server checks it (siteOriginSetting), or the origin of
 * business.siteUrl when it is not set.
 */
export function readSiteOrigin(value = process.env.SITE_ORIGIN): string {
  return siteOriginSetting({ SITE_ORIGIN: value }) ?? new URL(business.siteUrl).origin;
}
