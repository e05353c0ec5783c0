// The site server: serves dist/ and answers the form endpoint, POST / (DECISIONS D4).
import formBody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { formFields, formNameField } from '../widgets/forms/form-fields';

/** Maps an extension-less path to its prerendered file: /about serves about/index.html. */
function prerenderedPath(distDir: string, url: string): string {
  const [path, query = ''] = url.split('?', 2);
  if (path.includes('.') || path.endsWith('/')) return url;
  const file = `${path}/index.html`;
  return existsSync(resolve(distDir, `.${file}`)) ? `${file}${query ? `?${query}` : ''}` : url;
}

/** A Fastify app serving `distDir`, not yet listening. */
export function buildSiteApp(distDir: string): FastifyInstance {
  const root = resolve(distDir);
  const app = Fastify({ logger: false, rewriteUrl: (request) => prerenderedPath(root, request.url ?? '/') });

  app.register(formBody);
  app.register(fastifyStatic, {
    root,
    setHeaders(response, path) {
      if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
      else if (path.includes('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (path.includes('/widgets/')) response.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  app.post('/', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const formName = body[formNameField];
    if (typeof formName !== 'string' || !(formName in formFields)) {
      return reply.code(400).send({ ok: false, error: `Unknown ${formNameField}.` });
    }
    return { ok: true };
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html; charset=utf-8').sendFile('404.html'));
  return app;
}
