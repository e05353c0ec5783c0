// Measures a finished build: every JS and CSS file, each route's first load, and each widget's all-in size.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { byteSizes, sumSizes, type ByteSizes } from './byte-sizes';
import type { CollectedBundle } from './bundle-collector';
import { firstLoadFiles } from './first-load-files';
import { routePath } from './route-path';
import type { FileGroup, RouteSizes, SizeReport, WidgetSizes } from './size-report';
import { topModules } from './top-modules';

/** One widget as built twice: with Preact into the dist directory, and with React into a scratch directory. */
export interface WidgetBuild {
  script: string;
  outDir: string;
  bundle: CollectedBundle;
  withReact: { outDir: string; bundle: CollectedBundle };
}

export interface BuildOutput {
  distDir: string;
  /** Prerendered HTML files, relative to distDir, as scripts/build/prerender.ts returns them. */
  pages: readonly string[];
  site: CollectedBundle;
  widgets: readonly WidgetBuild[];
}

const measuredExtensions = new Set(['.js', '.mjs', '.css']);

function emittedFiles(bundle: CollectedBundle): string[] {
  return [...Object.keys(bundle.chunks), ...bundle.assets];
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

async function measureFiles(distDir: string): Promise<Record<string, ByteSizes>> {
  const paths = (await readdir(distDir, { recursive: true })).map(toPosix).filter((path) => measuredExtensions.has(extname(path)));
  const files: Record<string, ByteSizes> = {};
  for (const path of paths.sort()) files[path] = byteSizes(await readFile(join(distDir, path)));
  return files;
}

/** Measures the whole build described by `output`. */
export async function measureBuild({ distDir, pages, site, widgets }: BuildOutput): Promise<SizeReport> {
  const files = await measureFiles(distDir);
  const group = async (paths: string[], owner: string): Promise<FileGroup> => {
    const sizes: ByteSizes[] = [];
    for (const path of paths) {
      const measured = files[path] ?? (await readFile(join(distDir, path)).then(byteSizes, () => undefined));
      if (!measured) throw new Error(`${owner} loads ${path}, which is not in ${distDir}.`);
      sizes.push(measured);
    }
    return { files: paths, ...sumSizes(sizes) };
  };

  const routes: RouteSizes[] = [];
  for (const html of pages) {
    const firstLoad = firstLoadFiles(await readFile(join(distDir, html), 'utf8'), toPosix(html), site.chunks);
    const js = firstLoad.files.filter((file) => extname(file) !== '.css');
    routes.push({
      path: routePath(html),
      html: toPosix(html),
      js: await group(js, html),
      css: await group(
        firstLoad.files.filter((file) => extname(file) === '.css'),
        html,
      ),
      external: firstLoad.external,
      modules: topModules(js.flatMap((file) => site.chunks[file] ?? [])),
    });
  }

  const widgetSizes: WidgetSizes[] = [];
  for (const widget of widgets) {
    const emitted = emittedFiles(widget.bundle).map((file) => toPosix(relative(distDir, join(widget.outDir, file))));
    const withReact = await Promise.all(
      emittedFiles(widget.withReact.bundle).map(async (file) => byteSizes(await readFile(join(widget.withReact.outDir, file)))),
    );
    widgetSizes.push({
      script: widget.script,
      allIn: await group(emitted, widget.script),
      withReact: sumSizes(withReact),
      modules: topModules(Object.values(widget.bundle.chunks)),
    });
  }

  return { generatedAt: new Date().toISOString(), distDir, files, routes, widgets: widgetSizes };
}
