// Judges a size report against the committed budgets and baseline: when the reports are written (`npm run size`
// measures the build first, `npm run report` builds and measures), and when `npm run size` reads them back.
import { mkdir, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { baselineFrom, checkBudgets, readBaseline, readBudgets } from './check-budgets';
import { treemapName } from './measure-build';
import { changesText, sizeChanges, summaryMarkdown } from './size-changes';
import { readSizeReport, type ReportPaths, type SizeReport, compressionNote } from './size-report';
import { allWithinBudget, problemsTable, reportPage, sizeRows, sizeTable } from './size-table';

interface SizeSummary {
  /** True when every budgeted entry was built and is within its budget, and every widget has a budget. */
  ok: boolean;
  /** The table, then the problems table if any, then the changes against the baseline module by module. */
  text: string;
  /** reports/index.html. */
  html: string;
  /** reports/summary.md. */
  markdown: string;
}

/** Everything the reports say about `report`, judged against the budgets and baseline named in `paths`. */
async function sizeSummary(
  report: SizeReport,
  paths: Pick<ReportPaths, 'budgetsFile' | 'baselineFile'>,
  withTreemaps = true,
): Promise<SizeSummary> {
  const checks = checkBudgets(report, await readBudgets(paths.budgetsFile));
  const baseline = await readBaseline(paths.baselineFile);
  const rows = sizeRows(report, checks, baseline).map((row) => (withTreemaps ? row : { ...row, treemap: undefined }));
  const current = baselineFrom(report);
  const changes = sizeChanges(baseline, current);
  const baselineName = basename(paths.baselineFile);
  const total = Object.keys(current.gzipBytes).length;
  let changeText = changesText(changes, baselineName, total);
  if (!baseline.moduleRenderedBytes && changes.length > 0)
    changeText += `\n\n${baselineName} records no module sizes yet: npm run size:update records them, to explain the next change.`;
  // The React builds only compare; the default build leaves them out, and says how to have them.
  const reactNote = report.widgets.some((widget) => widget.withReact)
    ? ''
    : '; widgets not built with React for comparison (npm run report does)';
  const title = `Sizes of ${report.distDir} built ${report.generatedAt}; ${compressionNote}${reactNote}`;
  const problems = problemsTable(
    checks,
    report.widgets.map((widget) => widget.script),
  );
  const treemaps = withTreemaps ? [treemapName(), ...report.widgets.map((widget) => treemapName(widget.script))] : [];
  return {
    ok: problems === '',
    text: [sizeTable(title, rows), '', problems || allWithinBudget, '', changeText].join('\n'),
    html: reportPage(title, rows, problems, treemaps, changeText),
    markdown: summaryMarkdown(changes, checks, baselineName, total),
  };
}

/** The verdict and the text to print, for the report and budgets named in `paths`. */
export async function sizeCheck(
  paths: Pick<ReportPaths, 'sizesFile' | 'budgetsFile' | 'baselineFile'>,
): Promise<{ ok: boolean; text: string }> {
  const { ok, text } = await sizeSummary(await readSizeReport(paths.sizesFile), paths);
  return { ok, text };
}

/**
 * Writes reports/sizes.json, reports/index.html and reports/summary.md for `report`, and returns the summary to
 * print. The page links the treemaps when `withTreemaps` (the report's build writes them: `npm run report`).
 */
export async function writeReports(report: SizeReport, paths: ReportPaths, withTreemaps = false): Promise<SizeSummary> {
  const summary = await sizeSummary(report, paths, withTreemaps);
  await mkdir(paths.reportsDir, { recursive: true });
  await writeFile(paths.sizesFile, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(paths.pageFile, summary.html);
  await writeFile(paths.summaryFile, summary.markdown);
  return summary;
}
