// Measures a build for the size reports: the plugins the build runs so its bundles can be measured and explained
// (the bundle collector and the treemaps), then every JS and CSS file, each route's first load (the files a
// prerendered page makes the browser fetch before it is interactive: the JS and CSS its HTML asks for, plus every
// chunk those scripts import statically, recursively, and the CSS Vite links for them; and the stylesheet inline in
// its HTML, counted once, as its CSS) and each widget all-in.
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, posix, relative, sep } from 'node:path';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin, PluginOption } from 'vite';
import { twinSizes } from '../../serving/precompress-dir';
import { afterPaintPreloadsId, pageAssetsId, type PageAssets } from '../../site/routing/page-assets';
import { routePathFor } from '../build/html-file';
import {
  type FileGroup,
  type ModuleBytes,
  type ModuleShare,
  type ModuleSize,
  type RouteSizes,
  type SizeReport,
  type WidgetSizes,
  byteSizes,
  sumSizes,
  type ByteSizes,
} from './size-report';

interface CollectedChunk extends ChunkLinks {
  modules: ModuleSize[];
}

/** What Rollup knows about one build's output: which chunk imports which, and each chunk's modules. */
export interface CollectedBundle {
  chunks: Record<string, CollectedChunk>;
  /** Every other emitted file (CSS, images…), relative to the build's outDir. */
  assets: string[];
}

/** One widget as built with Preact into the dist directory, and, for the report's comparison, with React into a scratch directory. */
export interface WidgetBuild {
  script: string;
  outDir: string;
  bundle: CollectedBundle;
  withReact?: { outDir: string; bundle: CollectedBundle };
}

interface BuildOutput {
  distDir: string;
  /** Prerendered HTML files, relative to distDir, as scripts/build/prerender.ts returns them. */
  pages: readonly string[];
  site: CollectedBundle;
  widgets: readonly WidgetBuild[];
}

const measuredExtensions = new Set(['.js', '.mjs', '.css']);

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

/** The name of the treemap explaining a widget script ("quote-calculator.js" is "quote-calculator"), or of the site's. */
export function treemapName(widgetScript?: string): string {
  return widgetScript === undefined ? 'site' : widgetScript.replace(/\.js$/, '');
}

/** Where the treemap called `name` lives, relative to the reports directory. */
export function treemapHref(name: string): string {
  return `treemaps/${name}.html`;
}

/** A plugin writing the treemap of one build to `reportsDir`/treemaps/`name`.html (rollup-plugin-visualizer). */
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

/** The rendered bytes of every module across `chunks`, by module id in id order. */
function moduleBytesOf(chunks: readonly CollectedChunk[]): ModuleBytes {
  const bytesById = new Map<string, number>();
  for (const chunk of chunks) {
    for (const module of chunk.modules) bytesById.set(module.id, (bytesById.get(module.id) ?? 0) + module.renderedBytes);
  }
  return Object.fromEntries([...bytesById].sort(([idA], [idB]) => (idA < idB ? -1 : idA > idB ? 1 : 0)));
}

/** The `limit` biggest of `moduleBytes`, each with its share of all their rendered code. */
function topModules(moduleBytes: ModuleBytes, limit = 10): ModuleShare[] {
  const total = Object.values(moduleBytes).reduce((sum, bytes) => sum + bytes, 0);
  return Object.entries(moduleBytes)
    .sort(([idA, bytesA], [idB, bytesB]) => bytesB - bytesA || idA.localeCompare(idB))
    .slice(0, limit)
    .map(([id, renderedBytes]) => ({ id, renderedBytes, share: total ? renderedBytes / total : 0 }));
}

function emittedFiles(bundle: CollectedBundle): string[] {
  return [...Object.keys(bundle.chunks), ...bundle.assets];
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/**
 * The sizes of `path` under `dir`. Compressed sizes are read from the twins the build wrote for serving (the same
 * encoders, so the same bytes) rather than compressed a second time; a file without both is compressed here.
 */
async function measureFile(dir: string, path: string): Promise<ByteSizes> {
  const file = join(dir, path);
  const { brotli, gzip } = await twinSizes(file);
  if (brotli !== undefined && gzip !== undefined) return { raw: (await stat(file)).size, gzip, brotli };
  return byteSizes(await readFile(file));
}

async function measureFiles(distDir: string): Promise<Record<string, ByteSizes>> {
  const paths = (await readdir(distDir, { recursive: true })).map(toPosix).filter((path) => measuredExtensions.has(extname(path)));
  const files: Record<string, ByteSizes> = {};
  for (const path of paths.sort()) files[path] = await measureFile(distDir, path);
  return files;
}

/** Measures the whole build described by `output`. */
export async function measureBuild({ distDir, pages, site, widgets }: BuildOutput): Promise<SizeReport> {
  const files = await measureFiles(distDir);
  const group = async (paths: string[], owner: string): Promise<FileGroup> => {
    const sizes: ByteSizes[] = [];
    for (const path of paths) {
      const measured = files[path] ?? (await measureFile(distDir, path).catch(() => undefined));
      if (!measured) throw new Error(`${owner} loads ${path}, which is not in ${distDir}.`);
      sizes.push(measured);
    }
    return { files: paths, ...sumSizes(sizes) };
  };

  const routes: RouteSizes[] = [];
  for (const html of pages) {
    const firstLoad = firstLoadFiles(await readFile(join(distDir, html), 'utf8'), toPosix(html), site.chunks);
    const js = firstLoad.files.filter((file) => extname(file) !== '.css');
    const moduleBytes = moduleBytesOf(js.flatMap((file) => site.chunks[file] ?? []));
    const css = await group(
      firstLoad.files.filter((file) => extname(file) === '.css'),
      html,
    );
    const inline = firstLoad.inlineCss === '' ? undefined : await byteSizes(firstLoad.inlineCss);
    routes.push({
      path: routePathFor(html),
      html: toPosix(html),
      js: await group(js, html),
      css: inline ? { ...css, inline, ...sumSizes([inline, css]) } : css,
      external: firstLoad.external,
      modules: topModules(moduleBytes),
      moduleBytes,
    });
  }

  const widgetSizes: WidgetSizes[] = [];
  for (const widget of widgets) {
    const emitted = emittedFiles(widget.bundle).map((file) => toPosix(relative(distDir, join(widget.outDir, file))));
    const react = widget.withReact;
    const withReact = react && sumSizes(await Promise.all(emittedFiles(react.bundle).map((file) => measureFile(react.outDir, file))));
    const moduleBytes = moduleBytesOf(Object.values(widget.bundle.chunks));
    widgetSizes.push({
      script: widget.script,
      allIn: await group(emitted, widget.script),
      withReact,
      modules: topModules(moduleBytes),
      moduleBytes,
    });
  }

  return { generatedAt: new Date().toISOString(), distDir, files, routes, widgets: widgetSizes };
}

/** What a chunk brings with it, by file name relative to the build's outDir. */
export interface ChunkLinks {
  /** Chunks it imports statically; they load before it runs. */
  imports: string[];
  /** CSS files Vite links for it. */
  css: string[];
}

/** The static import graph of one build, keyed by file name relative to its outDir. */
export type ChunkGraph = Record<string, ChunkLinks>;

interface FirstLoad {
  /** Paths relative to the dist directory, each once: document order, each chunk followed by its imports. */
  files: string[];
  /** URLs on another origin: fetched too, but not ours to measure. */
  external: string[];
  /** The text of the page's inline style elements, in document order: its CSS, which comes with the HTML. */
  inlineCss: string;
}

interface HtmlAsset {
  /** The URL exactly as written in the page, entities decoded. */
  url: string;
  type: 'js' | 'css';
}

const attributeList = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;
// Read left to right as the browser does: comments, the raw-text bodies of <script> and <style>, and
// what is inert while scripts run (<noscript>, <template>) are stepped over, so tags inside them never count.
const token = new RegExp(
  String.raw`<!--[\s\S]*?-->|<script(?=[\s/>])${attributeList}>[\s\S]*?<\/script\s*>|<(noscript|template)(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\2\s*>|<link(?=[\s/>])${attributeList}>|<style(?=[\s/>])${attributeList}>([\s\S]*?)<\/style\s*>`,
  'gi',
);
const afterPaintTemplate = new RegExp(String.raw`<template id="${afterPaintPreloadsId}">([\s\S]*?)<\/template>`);
const pageAssetsData = new RegExp(String.raw`<script type="application/json" id="${pageAssetsId}">([\s\S]*?)<\/script>`);
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const scriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Attribute names (lowercased) to decoded values; a bare attribute maps to "". */
function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of source.matchAll(attributePattern)) {
    const value = double ?? single ?? bare ?? '';
    if (!attributes.has(name.toLowerCase())) attributes.set(name.toLowerCase(), decodeEntities(value));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
}

function assetOf(tag: 'script' | 'link', attributes: Map<string, string>): HtmlAsset | null {
  if (tag === 'script') {
    const src = attributes.get('src');
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    // JSON-LD, import maps and the like are not scripts; nomodule scripts are skipped by module-capable browsers.
    if (!src || !scriptTypes.has(type) || attributes.has('nomodule')) return null;
    return { url: src, type: 'js' };
  }
  const href = attributes.get('href');
  const rel = new Set((attributes.get('rel') ?? '').toLowerCase().split(/\s+/));
  if (!href) return null;
  if (rel.has('modulepreload')) return { url: href, type: 'js' };
  if (rel.has('stylesheet') && !rel.has('alternate')) return { url: href, type: 'css' };
  if (rel.has('preload')) {
    const as = attributes.get('as')?.toLowerCase();
    if (as === 'script') return { url: href, type: 'js' };
    if (as === 'style') return { url: href, type: 'css' };
  }
  // prefetch, icon, canonical and the rest are not fetched for the page to become interactive.
  return null;
}

/**
 * Every script src, modulepreload, stylesheet and script/style preload in `html`, in document order, and the text of
 * its style elements. The links of the after-paint template count too: the browser entry adds them as soon as the
 * page has shown.
 */
function htmlAssets(html: string): { assets: HtmlAsset[]; inlineCss: string } {
  const assets: HtmlAsset[] = [];
  let inlineCss = '';
  const unwrapped = html.replace(afterPaintTemplate, '$1');
  for (const [, scriptAttributes, , linkAttributes, , css] of unwrapped.matchAll(token)) {
    const asset =
      scriptAttributes !== undefined
        ? assetOf('script', parseAttributes(scriptAttributes))
        : linkAttributes !== undefined
          ? assetOf('link', parseAttributes(linkAttributes))
          : null;
    if (asset) assets.push(asset);
    if (css !== undefined) inlineCss += css;
  }
  return { assets, inlineCss };
}

/** The dist-relative file `url` points at, or null when it is on another origin. */
function distFileFor(url: string, htmlFile: string): string | null {
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
  const { assets, inlineCss } = htmlAssets(html);
  // A chunk's own CSS that the page holds in its one stylesheet is not fetched again (site/routing/page-modules.ts).
  const data = pageAssetsData.exec(html)?.[1];
  const held = new Set(data ? (JSON.parse(data) as PageAssets).held.map((url) => distFileFor(url, htmlFile)) : []);
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = graph[file];
    if (!chunk) return;
    for (const imported of chunk.imports) visit(imported);
    for (const css of chunk.css) if (!held.has(css)) files.add(css);
  };
  for (const asset of assets) {
    const file = distFileFor(asset.url, htmlFile);
    if (file === null) external.push(asset.url);
    else if (asset.type === 'js') visit(file);
    else files.add(file);
  }
  return { files: [...files], external, inlineCss };
}
