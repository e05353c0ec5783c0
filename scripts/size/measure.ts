// Measures the last build (dist/, or DIST_DIR) from what it recorded of its bundles, and writes the size reports into
// reports/ (or REPORTS_DIR): the first half of `npm run size`, which then checks the budgets.
import { resolve } from 'node:path';
import { readBuildBundles } from '../build/build-everything';
import { readDistDir } from '../../serving/dist-dir';
import { measureBuild } from './measure-build';
import { writeReports } from './size-check';
import { reportPaths } from './size-report';

const distDir = resolve(readDistDir());
const { pages, site, widgets } = await readBuildBundles(distDir);
const widgetsDir = resolve(distDir, 'widgets');
const report = await measureBuild({ distDir, pages, site, widgets: widgets.map((widget) => ({ ...widget, outDir: widgetsDir })) });
const paths = reportPaths();
await writeReports(report, paths);
console.log(`Measured ${distDir}; reports in ${paths.reportsDir}.`);
