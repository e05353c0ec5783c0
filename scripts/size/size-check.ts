// The budget check behind `npm run size`: reads the last build's report and holds it against the budgets.
import { readBudgets } from './read-budgets';
import { readSizeReport } from './read-size-report';
import type { ReportPaths } from './report-paths';
import { readBaseline } from './size-baseline';
import { sizeSummary } from './size-summary';

/** The verdict and the text to print, for the report and budgets named in `paths`. */
export async function sizeCheck(
  paths: Pick<ReportPaths, 'sizesFile' | 'budgetsFile' | 'baselineFile'>,
): Promise<{ ok: boolean; text: string }> {
  const report = await readSizeReport(paths.sizesFile);
  const { ok, text } = sizeSummary(report, await readBudgets(paths.budgetsFile), await readBaseline(paths.baselineFile));
  return { ok, text };
}
