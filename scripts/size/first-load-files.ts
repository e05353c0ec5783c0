// The files a prerendered page makes the browser fetch before it is interactive: what its HTML asks
// for, plus every chunk those module scripts import statically, recursively, and the CSS Vite links for them.
import { posix } from 'node:path';
import type { ChunkGraph } from './bundle-collector';
import { htmlAssets } from './html-assets';

export interface FirstLoad {
  /** Paths relative to the dist directory, each once: document order, each chunk followed by its imports. */
  files: string[];
  /** URLs on another origin: fetched too, but not ours to measure. */
  external: string[];
}

/** The dist-relative file `url` points at, or null when it is on another origin. */
export function distFileFor(url: string, htmlFile: string): string | null {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return null;
  const path = decodeURIComponent(url.replace(/[?#].*$/, ''));
  const file = posix.normalize(path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(htmlFile), path));
  if (file.startsWith('../') || file === '..') throw new Error(`${htmlFile} loads ${url}, which is outside the build.`);
  return file;
}

/**
 * Lists what `html` (the file `htmlFile`, relative to dist) loads. `graph` is the site build's chunk graph;
 * dynamic imports are left out, since they load later, on demand.
 */
export function firstLoadFiles(html: string, htmlFile: string, graph: ChunkGraph): FirstLoad {
  const files = new Set<string>();
  const external: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = graph[file];
    if (!chunk) return;
    for (const imported of chunk.imports) visit(imported);
    for (const css of chunk.css) files.add(css);
  };
  for (const asset of htmlAssets(html)) {
    const file = distFileFor(asset.url, htmlFile);
    if (file === null) external.push(asset.url);
    else if (asset.type === 'js') visit(file);
    else files.add(file);
  }
  return { files: [...files], external };
}
