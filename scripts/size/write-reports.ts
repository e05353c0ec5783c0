// Writes reports/sizes.json and reports/index.html after a build (the treemaps are written by the build itself).
import { mkdir, writeFile } from 'node:fs/promises';
import { readBudgets } from './read-budgets';
import type { ReportPaths } from './report-paths';
import { readBaseline } from './size-baseline';
import type { SizeReport } from './size-report';
import { sizeSummary, type SizeSummary } from './size-summary';

/** Writes the report files for `report` and returns the summary, for the build to print. */
export async function writeReports(report: SizeReport, paths: ReportPaths): Promise<SizeSummary> {
  const summary = sizeSummary(report, await readBudgets(paths.budgetsFile), await readBaseline(paths.baselineFile));
  await mkdir(paths.reportsDir, { recursive: true });
  await writeFile(paths.sizesFile, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(paths.pageFile, summary.html);
  return summary;
}
