// Writes one HTML file per route from the SSR bundle and the client build's template (DECISIONS D8).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type ServerEntry = typeof import('../site/entry-server');

/** The file a path is served from: "/" is index.html, "/about" is about/index.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
}

/** Prerenders every route into `outDir`, plus 404.html; returns the files written. */
export async function prerender(ssrEntry: string, outDir: string): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(ssrEntry).href);
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const pages = [
    ...entry.prerenderPaths().map((path) => ({ path, file: htmlFileFor(path), route: entry.routes.find((route) => route.path === path) })),
    { path: entry.notFoundRoute.path, file: '404.html', route: entry.notFoundRoute },
  ];
  const written: string[] = [];
  for (const { path, file, route } of pages) {
    if (!route) throw new Error(`No route for ${path}`);
    const html = template.replace('<!--head-->', entry.headTags(route, path)).replace('<!--app-->', entry.render(path));
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    written.push(file);
  }
  return written;
}
