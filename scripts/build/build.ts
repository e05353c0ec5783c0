// Builds everything into dist/ (or DIST_DIR): the site, its prerendered HTML, and the widget scripts; then
// writes the size reports into reports/ (or REPORTS_DIR). With --with-react (`npm run report`) each widget is also
// built with real React, only so the reports show what the Preact alias saves.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type InlineConfig, type PluginOption } from 'vite';
import { widgetConfig, widgetNames } from '../../vite.widget.config';
import { writeFormSkeletons } from './form-skeletons';
import { writeNetlifyHeaders } from './netlify-headers';
import { prerender } from './prerender';
import { bundleCollector, measureBuild, treemapPlugin, type WidgetBuild } from '../size/measure-build';
import { writeReports } from '../size/size-check';
import { reportPaths } from '../size/size-report';
import { readDistDir } from '../../serving/dist-dir';
import { writeBuildInfo } from '../../serving/build-info';
import { precompressDir } from '../../serving/precompress-dir';
import { readSiteOrigin } from '../../serving/site-origin';

const outDir = resolve(readDistDir());
// The SSR bundle stays inside the repository so that it resolves react from node_modules.
const ssrOutDir = resolve('node_modules/.cache/prerender', createHash('sha1').update(outDir).digest('hex').slice(0, 12));
const paths = reportPaths();
// `--quiet`, as `npm start` builds: progress only, without the size table and the bundler's timings.
const quiet = process.argv.includes('--quiet');
const quietChecks = quiet ? { rolldownOptions: { checks: { bundlerTimings: false } } } : {};
const withReact = process.argv.slice(2).includes('--with-react');

/** `config` with `plugins` added after its own. */
function withPlugins(config: InlineConfig, ...plugins: PluginOption[]): InlineConfig {
  return { ...config, plugins: [...(config.plugins ?? []), ...plugins] };
}

async function main() {
  const started = performance.now();
  // Treemaps of builds that no longer exist must not linger beside the new ones.
  await rm(paths.treemapsDir, { recursive: true, force: true });
  const site = bundleCollector();
  console.log('Building the site…');
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir, ...quietChecks },
    plugins: [site.plugin, treemapPlugin(paths.reportsDir, 'site')],
  });
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, ...quietChecks },
  });
  console.log('Prerendering the pages…');
  const pages = await prerender(join(ssrOutDir, 'entry-server.js'), outDir);
  await rm(ssrOutDir, { recursive: true, force: true });
  // dist/__forms.html: the hidden form skeletons Netlify Forms reads (product rules §9.2).
  await writeFormSkeletons(outDir);

  // Each widget is built with Preact into dist/ and, with --with-react, with real React into a scratch directory.
  const widgetsDir = join(outDir, 'widgets');
  const reactDir = await mkdtemp(join(tmpdir(), 'widgets-with-react-'));
  const widgets: WidgetBuild[] = [];
  for (const name of widgetNames) {
    console.log(`Building the ${name} widget…`);
    const preact = bundleCollector();
    await build(withPlugins(widgetConfig(name, { outDir: widgetsDir }), preact.plugin, treemapPlugin(paths.reportsDir, name)));
    const widget: WidgetBuild = { script: `${name}.js`, outDir: widgetsDir, bundle: preact.bundle };
    if (withReact) {
      const react = bundleCollector();
      await build(withPlugins(widgetConfig(name, { withReact: true, outDir: reactDir }), react.plugin));
      widget.withReact = { outDir: reactDir, bundle: react.bundle };
    }
    widgets.push(widget);
  }

  // dist/_headers: the server's per-file headers for Netlify, once the pinned widget copies exist.
  await writeNetlifyHeaders(outDir);

  // The origin the widgets post to, where the server checks it against SITE_ORIGIN before serving them.
  await writeBuildInfo(outDir, { siteOrigin: readSiteOrigin() });
  // The brotli and gzip twins the server sends: written here, once per build, so that a start only checks them, and
  // before measuring, which reads their sizes instead of compressing every file again.
  await precompressDir(outDir, (files) => console.log(`Compressing ${files} files for serving…`));
  console.log('Measuring the build…');
  const report = await measureBuild({ distDir: outDir, pages, site: site.bundle, widgets });
  await rm(reactDir, { recursive: true, force: true });
  const summary = await writeReports(report, paths);
  if (!quiet) console.log(`${summary.text}\n`);
  console.log(
    `Built ${pages.length} pages and ${widgetNames.length} widget scripts into ${outDir} in ${Math.round(performance.now() - started)} ms; reports in ${paths.reportsDir}.`,
  );
}

await main();
