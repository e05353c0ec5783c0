// The embed demo: partner-style pages on a second origin that load the widgets from the site.
import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { closeConnectionsOnShutdown } from './close-connections-on-shutdown';
import { demoPage } from './demo-page';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Extra response headers per page, such as a strict Content-Security-Policy, from embed-demo/headers.json. */
async function readPageHeaders(root: string): Promise<Record<string, Record<string, string>>> {
  try {
    return JSON.parse(await readFile(join(root, 'headers.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** A Fastify app serving the embed-demo pages, with their shared markup and {{SITE_ORIGIN}} filled in. */
export function buildDemoApp(demoDir: string, siteOrigin: string): FastifyInstance {
  const app = Fastify({ logger: false });
  closeConnectionsOnShutdown(app);
  const root = resolve(demoDir);

  app.get<{ Params: { page?: string } }>('/:page?', async (request, reply) => {
    const page = request.params.page || 'index.html';
    const type = contentTypes[page.slice(page.lastIndexOf('.'))];
    if (!/^[a-z0-9-]+\.[a-z]+$/.test(page) || !type) return reply.code(404).type('text/plain').send('Not found');
    let text: string;
    try {
      text = await readFile(join(root, page), 'utf8');
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const headers = Object.fromEntries(
      Object.entries((await readPageHeaders(root))[page] ?? {}).map(([name, value]) => [
        name,
        value.replaceAll('{{SITE_ORIGIN}}', siteOrigin),
      ]),
    );
    return reply
      .headers({ ...headers, 'Cache-Control': 'no-cache' })
      .type(type)
      .send(type.startsWith('text/html') ? demoPage(text, page, siteOrigin) : text.replaceAll('{{SITE_ORIGIN}}', siteOrigin));
  });
  return app;
}
