// The files a prerendered page makes the browser fetch before it is interactive: the JS and CSS its HTML asks
// for, plus every chunk those scripts import statically, recursively, and the CSS Vite links for them.
import { posix } from 'node:path';
import type { PageAssets } from '../../site/routing/page-assets';
import { pageAssetsId } from '../../site/routing/page-assets';
import { afterPaintPreloadsId } from '../build/page-head-links';

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
  String.raw`<!--[\s\S]*?-->|<script(?=[\s/>])${attributeList}>[\s\S]*?<\/script\s*>|<(noscript|template|style)(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\2\s*>|<link(?=[\s/>])${attributeList}>`,
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
 * Every script src, modulepreload, stylesheet and script/style preload in `html`, in document order. The links
 * of the after-paint template count too: the browser entry adds them as soon as the page has shown.
 */
function htmlAssets(html: string): HtmlAsset[] {
  const assets: HtmlAsset[] = [];
  const unwrapped = html.replace(afterPaintTemplate, '$1');
  for (const [, scriptAttributes, , linkAttributes] of unwrapped.matchAll(token)) {
    const asset =
      scriptAttributes !== undefined
        ? assetOf('script', parseAttributes(scriptAttributes))
        : linkAttributes !== undefined
          ? assetOf('link', parseAttributes(linkAttributes))
          : null;
    if (asset) assets.push(asset);
  }
  return assets;
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
  const assets = htmlAssets(html);
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
  return { files: [...files], external };
}
