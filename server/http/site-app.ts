// The site server: serves dist/ and answers the form endpoint, POST / (DECISIONS D4, D6, D8).
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closeConnectionsOnShutdown } from './close-connections-on-shutdown';
import type { ServerConfig } from './config';
import { formEndpoint } from '../intake/form-endpoint';
import type { LeadStore } from '../leads/lead-store';
import type { LogLine } from './log-line';
import { helmetOptions } from './security-headers';
import { staticHeaders } from './static-headers';

/** The configuration the site app uses, and the store its form endpoint writes to. */
export type SiteAppOptions = Pick<ServerConfig, 'distDir' | 'bodyLimit' | 'rateLimitMax' | 'rateLimitWindowSeconds' | 'trustProxy'> & {
  store: LeadStore;
  /** Where refused form posts are noted. */
  log: LogLine;
};

/**
 * A Fastify app, not yet listening, serving `distDir`: /about is about/index.html (as
 * prerendered), a .br or .gz twin when the client accepts it, and 404.html with status 404
 * for anything else.
 */
export function buildSiteApp({ distDir, store, log, trustProxy, ...limits }: SiteAppOptions): FastifyInstance {
  const root = resolve(distDir);
  // A form body takes seconds even on a poor connection; a client trickling one for longer is holding a socket hostage.
  const app = Fastify({ logger: false, trustProxy, requestTimeout: 30_000 });
  closeConnectionsOnShutdown(app);

  app.register(helmet, helmetOptions);
  app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: staticHeaders(root),
  });
  app.register(formEndpoint, { store, log, ...limits });

  // Checked once: sendFile of a missing page would call the not-found handler again.
  const notFoundPage = existsSync(join(root, '404.html'));
  // SPEC 8: an unknown id under /services/ gets 'Service Not Found', prerendered like 404.html.
  const serviceNotFoundPage = existsSync(join(root, 'services', '404.html'));
  app.setNotFoundHandler((request, reply) => {
    reply.code(404);
    if (serviceNotFoundPage && request.method === 'GET' && /^\/services\/[^/]+\/?$/.test(request.url.split('?')[0])) {
      return reply.sendFile('services/404.html');
    }
    return notFoundPage ? reply.sendFile('404.html') : reply.type('text/plain; charset=utf-8').send('Page not found');
  });
  return app;
}
