// Caching and cross-origin headers for the files of dist/, by what each file is.
import { relative, sep } from 'node:path';
import { isCompressible } from './is-compressible';

const hashedWidget = /^\/widgets\/[a-z-]+\.[0-9a-f]{10}\.js$/;

/** The part of the response @fastify/static hands to setHeaders. */
interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/**
 * The setHeaders hook for @fastify/static serving `root`. HTML is revalidated on every
 * visit, so a deploy shows at once; Vite's content-hashed /assets/ and the pinned widget copies
 * (/widgets/<name>.<hash>.js) are cached for a year; the widget scripts under their plain names
 * keep stable URLs on partner pages, so they are cached for an hour.
 * Every file but the pages may be embedded cross-origin; /widgets/ also answers CORS.
 */
export function staticHeaders(root: string): (response: HeaderTarget, path: string) => void {
  return (response, path) => {
    // The path may be the .br or .gz twin the client was sent.
    const file = `/${relative(root, path).split(sep).join('/')}`.replace(/\.(br|gz)$/, '');
    if (file.endsWith('.html')) {
      response.setHeader('Cache-Control', 'no-cache');
    } else {
      response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (file.startsWith('/assets/') || hashedWidget.test(file))
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else response.setHeader('Cache-Control', 'public, max-age=3600');
    }
    if (file.startsWith('/widgets/')) response.setHeader('Access-Control-Allow-Origin', '*');
    if (isCompressible(file)) response.setHeader('Vary', 'Accept-Encoding');
  };
}
