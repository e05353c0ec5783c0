// rollup-plugin-visualizer, set up once for every build the size report covers.
import { visualizer } from 'rollup-plugin-visualizer';
import { join } from 'node:path';
import type { PluginOption } from 'vite';

/** Where the treemap called `name` lives, relative to the reports directory. */
export function treemapHref(name: string): string {
  return `treemaps/${name}.html`;
}

/** A plugin writing the treemap of one build to `reportsDir`/treemaps/`name`.html. */
export function treemapPlugin(reportsDir: string, name: string): PluginOption {
  return visualizer({
    filename: join(reportsDir, treemapHref(name)),
    title: `${name}: bundle treemap`,
    template: 'treemap',
    gzipSize: true,
    // Per-module brotli at quality 11 nearly doubled the build time; the budgets are gzip anyway.
    brotliSize: false,
  }) as PluginOption;
}
