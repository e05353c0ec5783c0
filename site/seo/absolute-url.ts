// The public URL of a path on the site, for canonical links, Open Graph and the sitemap.
import { business } from '../../common/content/business';

/** `path` on the site's public origin (business.siteUrl). */
export function absoluteUrl(path: string): string {
  return new URL(path, business.siteUrl).href;
}
