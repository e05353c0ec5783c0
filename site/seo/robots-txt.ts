// robots.txt: everything may be crawled; the sitemap says where the pages are.
import { absoluteUrl } from './absolute-url';

/** The robots.txt text. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
