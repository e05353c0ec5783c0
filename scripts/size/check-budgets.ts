// Holds each entry of a size report against its budget. Anything budgeted must exist, and every widget needs a budget.
import type { SizeBudgets } from './read-budgets';
import type { SizeReport } from './size-report';
import { sizeEntries, type SizeEntry } from './size-entries';

export type BudgetStatus = 'within' | 'over' | 'not-built' | 'no-budget';

export interface BudgetCheck {
  id: string;
  status: BudgetStatus;
  /** Gzip bytes measured; absent when the entry was not built. */
  gzip?: number;
  /** Gzip bytes allowed; absent when the entry has none. */
  budget?: number;
  modules: SizeEntry['modules'];
}

/** One check per budgeted entry (route CSS has no budget and is not checked), in report order. */
export function checkBudgets(report: SizeReport, budgets: SizeBudgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const entry of sizeEntries(report)) {
    if (entry.kind === 'route-css') continue;
    const budget = entry.kind === 'widget' ? budgets.widgets[entry.id] : budgets.routeFirstLoadJs;
    const gzip = entry.sizes.gzip;
    const status = budget === undefined ? 'no-budget' : gzip > budget ? 'over' : 'within';
    checks.push({ id: entry.id, status, gzip, budget, modules: entry.modules });
  }
  const built = new Set(report.widgets.map((widget) => widget.script));
  for (const [script, budget] of Object.entries(budgets.widgets)) {
    if (!built.has(script)) checks.push({ id: script, status: 'not-built', budget, modules: [] });
  }
  return checks;
}
