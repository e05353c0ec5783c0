// The embed demo: partner-style pages on a second origin that load the widgets from the site.
import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A Fastify app serving the embed-demo pages, with {{SITE_ORIGIN}} filled in. */
export function buildDemoApp(demoDir: string, siteOrigin: string): FastifyInstance {
  const app = Fastify({ logger: false });
  const root = resolve(demoDir);

  app.get<{ Params: { page?: string } }>('/:page?', async (request, reply) => {
    const page = request.params.page || 'index.html';
    const type = contentTypes[page.slice(page.lastIndexOf('.'))];
    if (!/^[a-z0-9-]+\.(html|css|svg)$/.test(page) || !type) return reply.code(404).send('Not found');
    try {
      const text = await readFile(join(root, page), 'utf8');
      return reply.type(type).header('Cache-Control', 'no-cache').send(text.replaceAll('{{SITE_ORIGIN}}', siteOrigin));
    } catch {
      return reply.code(404).send('Not found');
    }
  });
  return app;
}
