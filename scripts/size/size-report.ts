// reports/sizes.json, what a build hands to `npm run size`: how it counts bytes, its shape (everything one build
// measured, before budgets or the baseline are applied), reading it back, and where it and the other report files live.
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { brotliBest, brotliQuality, gzipBest } from '../../serving/compression';

// How bytes are counted: raw, gzip and brotli, compressed as the server pre-compresses, and printed with
// 1 kB = 1000 bytes, as DevTools and Lighthouse print them. Each of these facts is stated here, once.

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** How every measurement gzips, and so every budget and baseline. */
export const gzipMethod = 'gzip by Zopfli';
const bytesPerKilobyte = 1000;
const kilobyteNote = `1 kB = ${bytesPerKilobyte} bytes`;

/** How the reports compress and count, for the title of the size table. */
export const compressionNote = `${gzipMethod} and brotli quality ${brotliQuality}, as the server pre-compresses; ${kilobyteNote}`;

/** The same for a table that shows gzip alone. */
export const gzipNote = `${gzipMethod}, ${kilobyteNote}`;

/**
 * Measures `content` compressed exactly as serving/precompress-dir.ts compresses what the server serves, so a
 * budget is held against the bytes partners really download.
 */
export async function byteSizes(content: Uint8Array | string): Promise<ByteSizes> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const [gzip, brotli] = await Promise.all([gzipBest(bytes), brotliBest(bytes)]);
  return { raw: bytes.byteLength, gzip: gzip.byteLength, brotli: brotli.byteLength };
}

/** Adds up the sizes of files fetched together (compressed separately, as the browser fetches them). */
export function sumSizes(sizes: readonly ByteSizes[]): ByteSizes {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** "17.8 kB" from 17796; bytes under 1000 stay bytes ("412 B"). */
export function formatBytes(bytes: number): string {
  if (Math.abs(bytes) < bytesPerKilobyte) return `${bytes} B`;
  return `${(bytes / bytesPerKilobyte).toFixed(1)} kB`;
}

/** A module's share of a chunk, measured as Rollup rendered it (after tree-shaking, before minifying). */
export interface ModuleSize {
  /** Path from the repository root, e.g. "node_modules/preact/dist/preact.module.js". */
  id: string;
  renderedBytes: number;
}

/**
 * Rendered bytes (as ModuleSize) of every module of one entry, by module id. Absent from reports written before
 * they were recorded, which then explain no change by module.
 */
export type ModuleBytes = Record<string, number>;

/** A module and its fraction (0-1) of the rendered code of the entry it is listed under. */
export interface ModuleShare extends ModuleSize {
  share: number;
}

/** Files fetched together, and their summed sizes. */
export interface FileGroup extends ByteSizes {
  /** Paths relative to the dist directory. */
  files: string[];
}

export interface RouteSizes {
  /** The route's URL path, e.g. "/about" ("/404" for 404.html). */
  path: string;
  /** Its prerendered HTML, relative to the dist directory. */
  html: string;
  /** First-load JavaScript: budgeted. */
  js: FileGroup;
  /** First-load CSS: reported, not budgeted. Its sizes count the page's inline stylesheet (`inline`) and its files. */
  css: FileGroup & { inline?: ByteSizes };
  /** JS or CSS on other origins the page also loads (not measured). */
  external: string[];
  /** The biggest modules in the route's first-load JavaScript. */
  modules: ModuleShare[];
  /** Every module of its first-load JavaScript: rendered bytes by module id. */
  moduleBytes?: ModuleBytes;
}

export interface WidgetSizes {
  /** The script partners embed, e.g. "quote-calculator.js". */
  script: string;
  /** Everything the widget's build emitted: the all-in cost of embedding it. */
  allIn: FileGroup;
  /** The same widget built with real React instead of Preact, for comparison; only in `npm run report`'s build. */
  withReact?: ByteSizes;
  modules: ModuleShare[];
  /** Every module of the widget: rendered bytes by module id. */
  moduleBytes?: ModuleBytes;
}

export interface SizeReport {
  generatedAt: string;
  /** Absolute path of the build measured. */
  distDir: string;
  /** Every JS and CSS file in the build, by path relative to distDir. */
  files: Record<string, ByteSizes>;
  routes: RouteSizes[];
  widgets: WidgetSizes[];
}

export interface ReportPaths {
  reportsDir: string;
  /** reports/sizes.json: the measurements. */
  sizesFile: string;
  /** reports/index.html: the table, linking the treemaps. */
  pageFile: string;
  /** reports/summary.md: the changes against the baseline, for a review. */
  summaryFile: string;
  treemapsDir: string;
  budgetsFile: string;
  baselineFile: string;
}

/** Paths from the repository root `root`; REPORTS_DIR moves the reports (default reports/). */
export function reportPaths(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ReportPaths {
  const reportsDir = resolve(root, env.REPORTS_DIR || 'reports');
  return {
    reportsDir,
    sizesFile: join(reportsDir, 'sizes.json'),
    pageFile: join(reportsDir, 'index.html'),
    summaryFile: join(reportsDir, 'summary.md'),
    treemapsDir: join(reportsDir, 'treemaps'),
    budgetsFile: resolve(root, 'size-budgets.json'),
    baselineFile: resolve(root, 'size-baseline.json'),
  };
}

/**
 * The report at `file`, its distDir resolved against the report's folder (so fixtures can use relative paths).
 * Fails with what to run when there is no report, or when a file it measured is gone or changed size.
 */
export async function readSizeReport(file: string): Promise<SizeReport> {
  let report: SizeReport;
  try {
    report = JSON.parse(await readFile(file, 'utf8')) as SizeReport;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`No size report at ${file}: run npm run build, then npm run size, which writes it.`);
    throw error;
  }
  const distDir = resolve(dirname(file), report.distDir);
  for (const [path, sizes] of Object.entries(report.files)) {
    const bytes = await stat(join(distDir, path)).then(
      (stats) => stats.size,
      () => undefined,
    );
    if (bytes !== sizes.raw) {
      const change = bytes === undefined ? 'is gone' : `is ${bytes} bytes, not ${sizes.raw}`;
      throw new Error(`${file} does not describe the build in ${distDir} any more (${path} ${change}): run npm run build again.`);
    }
  }
  return { ...report, distDir };
}
