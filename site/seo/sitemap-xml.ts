// sitemap.xml: every prerendered, indexable page of the route table.
import escapeHtml from 'escape-html';
import { prerenderPaths, resolveRoute } from '../routes';
import { absoluteUrl } from './absolute-url';

/** The sitemap, one <url> per prerendered path. */
export function sitemapXml(): string {
  const urls = prerenderPaths()
    .filter((path) => resolveRoute(path).route.indexable ?? true)
    .map((path) => `  <url><loc>${escapeHtml(absoluteUrl(path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
