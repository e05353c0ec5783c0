// Where each route's prerendered HTML lives, in both directions: the prerenderer writes by it, the size report names pages by it.
import { join } from 'node:path';

/** The file a path is served from: "/" is index.html, "/about" is about/index.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
}

/** The not-found page of a folder: "/" has 404.html, "/services" services/404.html. */
export function notFoundFileFor(folder: string): string {
  return join(folder.slice(1), '404.html');
}

/** The route a prerendered file serves: "/" for index.html, "/about" for about/index.html, "/404" for 404.html. */
export function routePathFor(htmlFile: string): string {
  const path = htmlFile
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${path}`;
}
