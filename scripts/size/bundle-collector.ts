// A build plugin that keeps what Rollup knows about a bundle: which chunk imports which, and each chunk's modules.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** A module's share of a chunk, measured as Rollup rendered it (after tree-shaking, before minifying). */
export interface ModuleSize {
  /** Path from the repository root, e.g. "node_modules/preact/dist/preact.module.js". */
  id: string;
  renderedBytes: number;
}

export interface CollectedChunk {
  /** Chunks this one imports statically, by file name; they load before it runs. */
  imports: string[];
  /** CSS files Vite links for this chunk. */
  css: string[];
  modules: ModuleSize[];
}

/** The static import graph of one build, keyed by file name relative to its outDir. */
export type ChunkGraph = Record<string, Pick<CollectedChunk, 'imports' | 'css'>>;

export interface CollectedBundle {
  chunks: Record<string, CollectedChunk>;
  /** Every other emitted file (CSS, images…), relative to the build's outDir. */
  assets: string[];
}

/**
 * Strips the absolute root and Rollup's virtual-module marker, so ids read the same on every machine;
 * a package reads from node_modules/ on, even when node_modules is a symlink out of the repository.
 */
function readableId(id: string, root: string): string {
  const path = id.replace(/^\0/, '');
  const packageAt = path.indexOf('/node_modules/');
  if (packageAt >= 0) return path.slice(packageAt + 1);
  return path.startsWith('/') ? relative(root, path) : path;
}

/** A plugin and the bundle it fills in when the build writes its output. */
export function bundleCollector(root = process.cwd()): { plugin: Plugin; bundle: CollectedBundle } {
  const bundle: CollectedBundle = { chunks: {}, assets: [] };
  const plugin: Plugin = {
    name: 'size-report:bundle-collector',
    apply: 'build',
    // Last, so Vite's own plugins have attached the CSS metadata already.
    enforce: 'post',
    generateBundle(_options, output) {
      for (const file of Object.values(output)) {
        if (file.type === 'asset') {
          bundle.assets.push(file.fileName);
          continue;
        }
        bundle.chunks[file.fileName] = {
          imports: [...file.imports],
          css: [...(file.viteMetadata?.importedCss ?? [])],
          modules: Object.entries(file.modules)
            .map(([id, module]) => ({ id: readableId(id, root), renderedBytes: module.renderedLength }))
            .filter((module) => module.renderedBytes > 0),
        };
      }
    },
  };
  return { plugin, bundle };
}
