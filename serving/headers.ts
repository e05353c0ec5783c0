// The headers of site responses: helmet's security set with a CSP the built site passes, and caching by file kind.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { relative, sep } from 'node:path';
import { embedFolder } from '../common/contract/embed-pages';
import { isPinnedWidgetPath } from '../common/contract/widget-files';
import { isCompressible } from './precompress-dir';

/**
 * Scripts, styles and fonts only from the site itself: Vite emits module scripts and a
 * stylesheet, never inline code (JSON-LD is data, which CSP does not govern). Images may
 * also be data: URLs, which Vite inlines for small files. Widgets style themselves through
 * adoptedStyleSheets, which CSP allows. The site can only be framed by itself, but for its embed pages (embedPagePolicy).
 */
export const contentSecurityPolicyDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

/** A policy as its header carries it: "default-src 'self';script-src 'self';…", as helmet writes it. */
function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** The site's policy, as helmet sends it with every answer. */
export const sitePolicy = policyHeader(contentSecurityPolicyDirectives);

/** X-Frame-Options, for the browsers that read it instead of frame-ancestors: the site's pages frame only in the site. */
export const siteFrameOptions = 'SAMEORIGIN';

/**
 * The policy of the embed pages (product rules §8.5): the site's, except that any page may frame them, since they
 * exist to be framed by partners. They send no X-Frame-Options, which could only say the opposite.
 */
export const embedPagePolicy = policyHeader({ ...contentSecurityPolicyDirectives, 'frame-ancestors': ['*'] });

/** True for the path of an embed page's file: /embed/quote-calculator/index.html and its folder's 404.html. */
export function isEmbedPageFile(file: string): boolean {
  return file.startsWith(`${embedFolder}/`) && file.endsWith('.html');
}

/** Cross-Origin-Resource-Policy of every answer but the files staticHeaders opens to other origins: the pages and the misses. */
export const resourcePolicy = 'same-origin';

/** @fastify/helmet options. No upgrade-insecure-requests: it would break plain-HTTP loopback serving. */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent by staticHeaders with every file but the embed pages, which it would forbid to frame: a header helmet sets
  // cannot be taken back through @fastify/static's setHeaders. Other answers have frame-ancestors 'self' alone.
  frameguard: false,
  crossOriginResourcePolicy: { policy: resourcePolicy },
};

/** The part of the response @fastify/static hands to setHeaders. */
interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/**
 * The setHeaders hook for @fastify/static serving `root`. HTML is revalidated on every
 * visit, so a deploy shows at once; Vite's content-hashed /assets/ and the pinned widget copies
 * (/widgets/<name>.<hash>.js) are cached for a year; the widget scripts under their plain names
 * keep stable URLs on partner pages, so they are cached for an hour.
 * Every file but the pages may be embedded cross-origin; /widgets/ also answers CORS; any page may frame an embed page.
 */
export function staticHeaders(root: string): (response: HeaderTarget, path: string) => void {
  return (response, path) => {
    // The path may be the .br or .gz twin the client was sent.
    const file = `/${relative(root, path).split(sep).join('/')}`.replace(/\.(br|gz)$/, '');
    const isWidget = file.startsWith('/widgets/');
    if (isEmbedPageFile(file)) response.setHeader('Content-Security-Policy', embedPagePolicy);
    else response.setHeader('X-Frame-Options', siteFrameOptions);
    if (file.endsWith('.html')) {
      response.setHeader('Cache-Control', 'no-cache');
    } else {
      response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (file.startsWith('/assets/') || (isWidget && isPinnedWidgetPath(file)))
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else response.setHeader('Cache-Control', 'public, max-age=3600');
    }
    if (isWidget) response.setHeader('Access-Control-Allow-Origin', '*');
    if (isCompressible(file)) response.setHeader('Vary', 'Accept-Encoding');
  };
}
