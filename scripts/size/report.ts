// `npm run report`: builds everything as `npm run build` does, with a treemap of each bundle, and each widget a second
// time with real React into a scratch folder, only so the reports show what the Preact alias saves; then measures
// and writes the reports, and prints the size table.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { widgetConfig } from '../../vite.widget.config';
import { buildEverything, withPlugins } from '../build/build-everything';
import { readDistDir } from '../../serving/dist-dir';
import { bundleCollector, measureBuild, treemapPlugin, type WidgetBuild } from './measure-build';
import { writeReports } from './size-check';
import { reportPaths } from './size-report';

const distDir = resolve(readDistDir());
const paths = reportPaths();
// Treemaps of builds that no longer exist must not linger beside the new ones.
await rm(paths.treemapsDir, { recursive: true, force: true });
const { pages, site, widgets } = await buildEverything({
  outDir: distDir,
  sitePlugins: [treemapPlugin(paths.reportsDir, 'site')],
  widgetPlugins: (name) => [treemapPlugin(paths.reportsDir, name)],
});
const reactDir = await mkdtemp(join(tmpdir(), 'widgets-with-react-'));
try {
  const measured: WidgetBuild[] = [];
  for (const { name, ...widget } of widgets) {
    console.log(`Building the ${name} widget with React…`);
    const react = bundleCollector();
    await build(withPlugins(widgetConfig(name, { withReact: true, outDir: reactDir }), react.plugin));
    measured.push({ ...widget, outDir: join(distDir, 'widgets'), withReact: { outDir: reactDir, bundle: react.bundle } });
  }
  const report = await measureBuild({ distDir, pages, site, widgets: measured });
  console.log(`${(await writeReports(report, paths, true)).text}\n\nReports in ${paths.reportsDir}.`);
} finally {
  await rm(reactDir, { recursive: true, force: true });
}
