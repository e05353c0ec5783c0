// The <head> tags of one prerendered page: title, description, canonical URL, Open Graph, JSON-LD.
import escapeHtml from 'escape-html';
import images from 'virtual:site-images';
import { business } from '../../common/content/business';
import { imageUrl } from '../images/image-url';
import type { PageMeta } from '../routes';
import { absoluteUrl } from './absolute-url';
import { jsonLdScript, localBusinessSchema } from './local-business-schema';

/** The picture shared links show: the home page's hero artwork, as a JPEG every network accepts. */
const shareImageKey = 'home/hero';

function shareImage(): { url: string; width: number; height: number } {
  const info = images[shareImageKey];
  const width = info.widths[info.widths.length - 1];
  return { url: absoluteUrl(imageUrl(shareImageKey, info, width, 'jpg')), width, height: Math.round((info.height * width) / info.width) };
}

interface HeadOptions {
  /** False for the not-found page: no canonical URL, and kept out of search results. */
  indexable: boolean;
  /** Extra tags for this page only, such as a preloaded chunk. */
  extra?: string[];
}

/** Head markup for a page with `meta`, served at `path`. */
export function headTags(meta: PageMeta, path: string, { indexable, extra = [] }: HeadOptions): string {
  const url = absoluteUrl(path);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = shareImage();
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    indexable ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="en_CA" />`,
    `<meta property="og:site_name" content="${escapeHtml(business.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(indexable ? [`<meta property="og:url" content="${url}" />`] : []),
    `<meta property="og:image" content="${image.url}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    jsonLdScript(localBusinessSchema(image.url)),
    ...extra,
  ].join('\n    ');
}
