// The headers of site responses: helmet's security set with a CSP the built site passes, and caching by file kind.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { embedPagePath, embedPageWidget } from '../common/contract/embed-pages';
import { isPinnedWidgetPath } from '../common/contract/widget-files';
import { isCompressible } from './precompress-dir';

/**
 * Scripts, styles and fonts only from the site itself: Vite emits module scripts and stylesheets, and the inline
 * script and style of each page, the page loader and the page's stylesheet, are allowed by their hashes in the page's
 * own policy (pagePolicies). JSON-LD is data, which CSP does not govern. Images may also be data: URLs, which Vite
 * inlines for small files. Widgets style themselves through adoptedStyleSheets, which CSP allows. The site can only
 * be framed by itself, but for its embed pages.
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

/** The site's policy, as helmet sends it with every answer: a page's own (pagePolicies) replaces it. */
export const sitePolicy = policyHeader(contentSecurityPolicyDirectives);

/** The policies of a page whose inline scripts and styles have the hash sources `scriptHashes`, `styleHashes` ("'sha256-…'"). */
export interface PagePolicies {
  page: string;
  /**
   * An embed page's (product rules §8.5): the same, except that any page may frame it, since it exists to be framed
   * by partners. It is sent with no X-Frame-Options, which could only say the opposite.
   */
  embedPage: string;
}

export function pagePolicies(scriptHashes: string[], styleHashes: string[] = []): PagePolicies {
  const directives = {
    ...contentSecurityPolicyDirectives,
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", ...styleHashes],
  };
  return { page: policyHeader(directives), embedPage: policyHeader({ ...directives, 'frame-ancestors': ['*'] }) };
}

/** The policy of the answer to a post from an embed page without scripts: a page with no script, in the partner's frame. */
export const embedAnswerPolicy = pagePolicies([]).embedPage;

/** The hash source ("'sha256-…'") of `text`, as CSP hashes an inline script's or style's text. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hash source of each inline script of `html`, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(([, code]) => hashSource(code));
}

/** The hash source of each inline style element of `html`, for style-src. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => hashSource(css));
}

/**
 * The policies of each page of a build, by its HTML file's path: the pages differ in their inline style
 * (scripts/build/prerender.ts), so each is read and hashed once, when first served. Without the file, the site's.
 */
function builtPagePolicies(): (file: string) => PagePolicies {
  const policies = new Map<string, PagePolicies>();
  return (file) => {
    let found = policies.get(file);
    if (!found) {
      const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
      found = pagePolicies(inlineScriptHashes(html), inlineStyleHashes(html));
      policies.set(file, found);
    }
    return found;
  };
}

/** Cross-Origin-Resource-Policy of every answer but the files staticHeaders opens to other origins: the pages and the misses. */
export const resourcePolicy = 'same-origin';

/**
 * The headers that only a page reads, helmet's and X-Frame-Options: the browser acts on them for a document it shows
 * (or frames), never for a script, a stylesheet, an image, a font or data. Only the answers it may show as a page
 * carry them (isPageType), which takes some 400 bytes off each of the requests a page makes as it loads, and off
 * every widget script a partner's page loads. Referrer-Policy stays on every answer (a stylesheet's own requests
 * follow it), as do X-Content-Type-Options and Cross-Origin-Resource-Policy, which are about the answer itself.
 */
export const pageOnlyHeaders = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-XSS-Protection',
];

/** True for an answer's Content-Type that a browser may show as a page, scripts and all: HTML, SVG and XML. */
export function isPageType(contentType: string): boolean {
  return /^(text\/html|image\/svg\+xml|application\/xhtml\+xml|application\/xml|text\/xml)\b/.test(contentType);
}

/** True for a file of the build that is served as a page (isPageType), by its name. */
export function isPageFile(file: string): boolean {
  return /\.(html|svg|xml)$/.test(file);
}

/** @fastify/helmet options. No upgrade-insecure-requests: it would break plain-HTTP loopback serving. */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // X-Frame-Options: SAMEORIGIN, for the browsers that read it instead of frame-ancestors, with every answer but an
  // embed page and the answer to its post (allowEmbedFraming).
  frameguard: { action: 'sameorigin' },
  crossOriginResourcePolicy: { policy: resourcePolicy },
};

/**
 * The headers helmet sends (helmetOptions), by lower-case name, as it sends them: for the rules Netlify reads, and
 * for the answers Fastify gives before helmet's hook runs (server/http/framework-answers.ts).
 */
export async function helmetHeaders(): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(helmet, helmetOptions);
    app.get('/', () => '');
    const { headers } = await app.inject('/');
    await app.close();
    return headers;
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  return Object.fromEntries(Object.entries(secured).flatMap(([name, value]) => (name in plain ? [] : [[name, String(value)]])));
}

/** The part of the response @fastify/static hands to setHeaders, with the request it answers. */
export interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
  removeHeader(name: string): unknown;
  req: { url?: string };
}

/**
 * Lets any site frame the page being answered, an embed page or the answer to its post (product rules §8.5):
 * `policy` is the page's own with frame-ancestors *, and X-Frame-Options, which could only say the opposite, goes.
 */
export function allowEmbedFraming(response: Pick<HeaderTarget, 'setHeader' | 'removeHeader'>, policy: string): void {
  response.setHeader('Content-Security-Policy', policy);
  response.removeHeader('X-Frame-Options');
}

/**
 * The setHeaders hook for @fastify/static serving `root`. HTML is revalidated on every
 * visit, so a deploy shows at once; Vite's content-hashed /assets/ and the pinned widget copies
 * (/widgets/<name>.<hash>.js) are cached for a year; the widget scripts under their plain names
 * keep stable URLs on partner pages, so they are cached for an hour.
 * Every file but the pages may be embedded cross-origin; /widgets/ also answers CORS; every page carries its own
 * policy, which allows its inline page loader and stylesheet, and any page may frame an embed page at its own
 * address (embedPageWidget).
 */
export function staticHeaders(root: string): (response: HeaderTarget, path: string) => void {
  const policiesOf = builtPagePolicies();
  return (response, path) => {
    // The path may be the .br or .gz twin the client was sent.
    const file = `/${relative(root, path).split(sep).join('/')}`.replace(/\.(br|gz)$/, '');
    const isWidget = file.startsWith('/widgets/');
    if (file.endsWith('.html')) {
      const policies = policiesOf(join(root, file));
      // Framed by any site at an embed page's own address alone: not as /embed/quote-form/index.html, nor a miss.
      const widget = embedPageWidget(response.req.url ?? '');
      if (widget && file === `${embedPagePath(widget)}/index.html`) allowEmbedFraming(response, policies.embedPage);
      else response.setHeader('Content-Security-Policy', policies.page);
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
