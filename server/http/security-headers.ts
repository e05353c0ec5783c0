// The security headers of every site response: helmet's set, with a CSP the built site passes.
import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Scripts, styles and fonts only from the site itself: Vite emits module scripts and a
 * stylesheet, never inline code (JSON-LD is data, which CSP does not govern). Images may
 * also be data: URLs, which Vite inlines for small files. Widgets style themselves through
 * adoptedStyleSheets, which CSP allows. The site can only be framed by itself.
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

/** The policy as a header value, also written into netlify.toml (a test keeps the two equal). */
export const contentSecurityPolicy = Object.entries(contentSecurityPolicyDirectives)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/** @fastify/helmet options. No upgrade-insecure-requests: it would break plain-HTTP loopback serving. */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'sameorigin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};
