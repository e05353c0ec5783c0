// Builds everything into one folder: the site, its prerendered HTML, the Netlify files, the widget scripts and the
// WordPress plugin's zip, each text file with its brotli and gzip twins; and records what the bundler wrote, for the
// size report to measure.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type InlineConfig, type PluginOption } from 'vite';
import { partnerScriptNames, widgetConfig, type PartnerScriptName } from '../../vite.widget.config';
import { writeBuildInfo } from '../../serving/build-info';
import { precompressDir } from '../../serving/precompress-dir';
import { readSiteOrigin } from '../../serving/site-origin';
import { bundleCollector, type CollectedBundle } from '../size/measure-build';
import { writeFormSkeletons } from './form-skeletons';
import { writeNetlifyHeaders } from './netlify-headers';
import { prerender } from './prerender';
import { writeWordPressPlugin } from './wordpress-plugin';

/** What the bundler wrote, kept beside the build for the size report (a dotfile, which the server never serves). */
const bundlesFile = '.bundles.json';

/** The build's pages and bundles, as `npm run size` measures them. */
export interface BuildBundles {
  /** Prerendered HTML files, relative to the build's folder. */
  pages: string[];
  site: CollectedBundle;
  /** Each widget script and its bundle; the scripts lie in widgets/. */
  widgets: Array<{ name: PartnerScriptName; script: string; bundle: CollectedBundle }>;
}

export interface BuildOptions {
  outDir: string;
  /** Progress only, without the bundler's timings: as `npm start` builds. */
  quiet?: boolean;
  /** Plugins added to the site's browser build (the report's treemap). */
  sitePlugins?: PluginOption[];
  /** Plugins added to each widget's build. */
  widgetPlugins?: (name: PartnerScriptName) => PluginOption[];
}

/** `config` with `plugins` added after its own. */
export function withPlugins(config: InlineConfig, ...plugins: PluginOption[]): InlineConfig {
  return { ...config, plugins: [...(config.plugins ?? []), ...plugins] };
}

/** Builds everything into `outDir`; returns what the bundler wrote, also recorded in `outDir`. */
export async function buildEverything({
  outDir,
  quiet = false,
  sitePlugins = [],
  widgetPlugins = () => [],
}: BuildOptions): Promise<BuildBundles> {
  const quietChecks = quiet ? { rolldownOptions: { checks: { bundlerTimings: false } } } : {};
  // The SSR bundle stays inside the repository so that it resolves react from node_modules.
  const ssrOutDir = resolve('node_modules/.cache/prerender', createHash('sha1').update(outDir).digest('hex').slice(0, 12));
  const site = bundleCollector();
  console.log('Building the site…');
  // The SSR bundle first: the client build's prerendering plugin renders every page with it.
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, ...quietChecks },
  });
  const prerendered = prerender(join(ssrOutDir, 'entry-server.js'));
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir, ...quietChecks },
    plugins: [site.plugin, prerendered.plugin, ...sitePlugins],
  });
  const { pages } = prerendered;
  await rm(ssrOutDir, { recursive: true, force: true });
  // dist/__forms.html: the hidden form skeletons Netlify Forms reads (product rules §9.2).
  await writeFormSkeletons(outDir);

  const widgets: BuildBundles['widgets'] = [];
  for (const name of partnerScriptNames) {
    console.log(`Building the ${name} script…`);
    const collector = bundleCollector();
    await build(withPlugins(widgetConfig(name, { outDir: join(outDir, 'widgets') }), collector.plugin, ...widgetPlugins(name)));
    widgets.push({ name, script: `${name}.js`, bundle: collector.bundle });
  }

  // The WordPress plugin partners install, whose shortcodes load these widgets from the site's origin.
  console.log('Zipping the WordPress plugin…');
  await writeWordPressPlugin(outDir, readSiteOrigin());

  // dist/_headers: the server's per-file headers for Netlify, once the pinned widget copies and the plugin's zip exist.
  await writeNetlifyHeaders(outDir);
  // The origin the widgets post to, where the server checks it against SITE_ORIGIN before serving them.
  await writeBuildInfo(outDir, { siteOrigin: readSiteOrigin() });
  const bundles: BuildBundles = { pages, site: site.bundle, widgets };
  await writeFile(join(outDir, bundlesFile), `${JSON.stringify(bundles)}\n`);
  // The brotli and gzip twins the server sends: written here, once per build, so that a start only checks them, and
  // the size report reads their sizes instead of compressing every file again.
  await precompressDir(outDir, (files) => console.log(`Compressing ${files} files for serving…`));
  return bundles;
}

/** What the build in `distDir` recorded of its bundles; fails with what to run when there is none. */
export async function readBuildBundles(distDir: string): Promise<BuildBundles> {
  try {
    return JSON.parse(await readFile(join(distDir, bundlesFile), 'utf8')) as BuildBundles;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`No build in ${distDir} to measure: run npm run build first.`);
    throw error;
  }
}
