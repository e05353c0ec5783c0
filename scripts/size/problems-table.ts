// The failure table of `npm run size`: each entry over budget, by how much, and the modules that weigh most.
import type { BudgetCheck } from './check-budgets';
import { formatBytes } from './format-bytes';
import { formatShare } from './format-share';
import { textTable } from './text-table';

/** How many modules to name under each entry over budget. */
const modulesShown = 5;

function problemOf(check: BudgetCheck, built: readonly string[]): string {
  const { status, gzip = 0, budget = 0 } = check;
  if (status === 'over') return `over by ${formatBytes(gzip - budget)} (${formatShare((gzip - budget) / budget, true)})`;
  if (status === 'not-built') {
    return `budgeted but not built: the build has no ${check.id} (built: ${built.join(', ') || 'no widgets'}); is it in widgetNames in vite.widget.config.ts?`;
  }
  return `built but has no budget: add "${check.id}" to "widgets" in size-budgets.json`;
}

/**
 * The problems among `checks`, as a table, or "" when there are none.
 * `builtWidgets` names the widget scripts the build made, for the not-built message.
 */
export function problemsTable(checks: readonly BudgetCheck[], builtWidgets: readonly string[]): string {
  const problems = checks.filter((check) => check.status !== 'within');
  if (problems.length === 0) return '';
  const lines = [`${problems.length} size ${problems.length === 1 ? 'problem' : 'problems'} (gzip level 9, 1 kB = 1000 bytes):`, ''];
  const rows = problems.map((check) => [
    check.id,
    check.gzip === undefined ? '—' : formatBytes(check.gzip),
    check.budget === undefined ? '—' : formatBytes(check.budget),
    problemOf(check, builtWidgets),
  ]);
  const [header, ...body] = textTable([['Entry', 'Gzip', 'Budget', 'Problem'], ...rows], [false, true, true, false]);
  lines.push(`  ${header}`);
  problems.forEach((check, index) => {
    lines.push(`  ${body[index]}`);
    if (check.status !== 'over' || check.modules.length === 0) return;
    lines.push('      biggest modules (bytes before minifying, share of the entry):');
    const modules = check.modules
      .slice(0, modulesShown)
      .map((module) => [formatBytes(module.renderedBytes), formatShare(module.share), module.id]);
    for (const line of textTable(modules, [true, true, false])) lines.push(`        ${line}`);
  });
  return lines.join('\n');
}
