// The site's canonical origin, fixed into the widget scripts at build time (product rules §8.2): every widget posts
// there by default, wherever its script was served from. The build reads SITE_ORIGIN here, and the server too, so
// the server refuses at start what the build would.
import { business } from '../common/content/business.ts';

/** A SITE_ORIGIN that is not a bare origin; the message names the variable and what it must be. */
export class SiteOriginError extends Error {}

const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i;

/** True for a host or listen address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return loopbackHost.test(host);
}

/**
 * SITE_ORIGIN as an origin (no trailing slash), undefined when not set. Refused unless a bare origin on https: (or
 * http: on loopback, for local builds).
 */
export function siteOriginSetting(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const text = env.SITE_ORIGIN?.trim();
  if (!text) return undefined;
  if (!URL.canParse(text))
    throw new SiteOriginError(`SITE_ORIGIN="${text}" is not a URL; give the site's origin, such as https://www.example.ca`);
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    throw new SiteOriginError(`SITE_ORIGIN="${text}" must be an https: origin (http: only on localhost or 127.0.0.1)`);
  if (url.origin !== text.replace(/\/$/, ''))
    throw new SiteOriginError(`SITE_ORIGIN="${text}" must be an origin only, without a path, query or fragment, such as ${url.origin}`);
  return url.origin;
}

/** The origin the build fixes into the widgets: SITE_ORIGIN, checked by siteOriginSetting, or that of business.siteUrl. */
export function readSiteOrigin(value = process.env.SITE_ORIGIN): string {
  return siteOriginSetting({ SITE_ORIGIN: value }) ?? new URL(business.siteUrl).origin;
}
