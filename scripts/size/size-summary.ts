// Applies budgets and the baseline to a size report: the console text, the HTML page and the verdict.
import { compressionNote } from './byte-sizes';
import { checkBudgets } from './check-budgets';
import { problemsTable } from './problems-table';
import type { SizeBudgets } from './read-budgets';
import { reportPage } from './report-page';
import type { SizeBaseline } from './size-baseline';
import type { SizeReport } from './size-report';
import { sizeRows } from './size-rows';
import { sizeTable } from './size-table';
import { treemapHref } from './treemap-plugin';

export interface SizeSummary {
  /** True when every budgeted entry was built and is within its budget, and every widget has a budget. */
  ok: boolean;
  /** The table, then the problems table if any. */
  text: string;
  /** reports/index.html. */
  html: string;
}

/** Everything the reports say about `report`, judged against `budgets` and `baseline`. */
export function sizeSummary(report: SizeReport, budgets: SizeBudgets, baseline: SizeBaseline): SizeSummary {
  const checks = checkBudgets(report, budgets);
  const rows = sizeRows(report, checks, baseline);
  const title = `Sizes of ${report.distDir} built ${report.generatedAt}; ${compressionNote}`;
  const problems = problemsTable(
    checks,
    report.widgets.map((widget) => widget.script),
  );
  const ok = problems === '';
  const treemaps = [treemapHref('site'), ...report.widgets.map((widget) => treemapHref(widget.script.replace(/\.js$/, '')))];
  return {
    ok,
    text: [sizeTable(title, rows), '', problems || 'Every entry is within its budget.'].join('\n'),
    html: reportPage(title, rows, problems, treemaps),
  };
}
