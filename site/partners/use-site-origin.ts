// The origin the partners page's code points to: the site's canonical one, or the page's own on loopback.
import { useSyncExternalStore } from 'react';
import { business } from '../../common/content/business';

const canonicalOrigin = new URL(business.siteUrl).origin;

/** localhost, 127.0.0.0/8 and [::1], as the widgets tell them (widgets/widget-attributes.ts). */
const isLoopback = (hostname: string) => /^(localhost|127(\.\d+){3}|\[::1\])$/.test(hostname);

const pageOrigin = () => (isLoopback(location.hostname) ? location.origin : canonicalOrigin);
const serverOrigin = () => canonicalOrigin;
// The origin never changes while the page is open.
const subscribe = () => () => {};

/**
 * The site's canonical origin, which partners paste; on a page served from loopback (`npm start`), the page's own,
 * so that the code can be tried locally. The prerendered HTML, and hydration, use the canonical one.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(subscribe, pageOrigin, serverOrigin);
}
