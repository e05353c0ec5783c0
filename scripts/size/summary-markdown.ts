// reports/summary.md: the changes against the baseline as a short Markdown table, to paste into a review.
import { formatBytes } from './byte-sizes';
import type { BudgetCheck } from './check-budgets';
import { changeMeasures, entryChangeText, moduleChangeText, shownModules, type EntryChange } from './size-changes';
import { budgetStatus } from './size-table';

/** How many modules a row names before summing up the rest. */
const modulesShown = 5;

/** Pipes and line breaks would end a cell early. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function modulesCell(change: EntryChange): string {
  if (!change.modules) return change.before === undefined || change.after === undefined ? '' : 'no module sizes recorded';
  if (change.modules.length === 0) return 'none';
  const { shown, rest } = shownModules(change.modules, modulesShown);
  return [...shown.map((module) => `\`${moduleChangeText(module)}\``), ...(rest ? [rest] : [])].join(', ');
}

/**
 * The summary: one row per change against `before` (the baseline file's name), with the entry's gzip size, its change,
 * its budget and the modules behind it; then how many entries did not change and any budget problem.
 */
export function summaryMarkdown(changes: readonly EntryChange[], checks: readonly BudgetCheck[], before: string, total: number): string {
  const checkById = new Map(checks.map((check) => [check.id, check]));
  const changed = changes.reduce((sum, change) => sum + change.ids.length, 0);
  const lines = ['## Bundle sizes', '', `Against ${before}: ${changeMeasures}.`, ''];
  if (changed === 0) lines.push(`No entry changed (${total} compared).`);
  else {
    lines.push('| Entry | Gzip | Change | Budget | Modules that changed |', '| --- | ---: | ---: | --- | --- |');
    for (const change of changes) {
      const gzip = change.after === undefined ? '—' : formatBytes(change.after);
      const budget = budgetStatus(checkById.get(change.ids[0])) || '—';
      const row = [change.ids.join(', '), gzip, entryChangeText(change), budget, modulesCell(change)];
      lines.push(`| ${row.map(cell).join(' | ')} |`);
    }
    lines.push('', `${total - changed} of ${total} entries unchanged.`);
  }
  const problems = checks.filter((check) => check.status !== 'within');
  lines.push(
    '',
    problems.length === 0
      ? 'Every entry is within its budget.'
      : `Budget problems: ${problems.map((check) => `${check.id} ${budgetStatus(check)}`).join('; ')}.`,
  );
  return `${lines.join('\n')}\n`;
}
