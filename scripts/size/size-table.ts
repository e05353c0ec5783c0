// The size table as rows, so the console and reports/index.html show the same ones, and the console's two tables:
// every entry against its budget and the baseline, and the problems that fail `npm run size`.
import { baselineDelta, sizeEntries, type BudgetCheck, type SizeBaseline, type SizeEntry } from './check-budgets';
import { treemapHref, treemapName } from './measure-build';
import { type SizeReport, formatBytes, gzipNote, type ByteSizes } from './size-report';
import { textTable } from '../text-table';

export const sizeColumns = ['Entry', 'Raw', 'Gzip', 'Brotli', 'Budget', 'vs baseline', 'Status'] as const;
/** Which columns hold numbers, for right alignment. */
export const numericColumns = [false, true, true, true, true, true, false];

/** What the reports say in place of the problems table when there are none. */
export const allWithinBudget = 'Every entry is within its budget.';

/** How many modules to name under each entry over budget. */
const modulesShown = 5;

export interface SizeRow {
  section: 'Widgets (all-in)' | 'Routes (first load)' | 'Files';
  cells: string[];
  /** Over budget, not built, or missing a budget. */
  problem: boolean;
  /** Grew notably against the baseline. */
  grew: boolean;
  /** A line qualifying the row above it (the React comparison). */
  detail: boolean;
  /** The treemap showing where this entry's bytes come from, relative to the reports directory. */
  treemap?: string;
  /** Gzip bytes measured and allowed, for the budget bar; only on budgeted entries that were built. */
  budgetUse?: { gzip: number; budget: number };
  /** Gzip bytes with Preact and with React, for the bar pair; only on a widget's React line. */
  reactPair?: { preact: number; react: number };
}

/** "11.2%" from 0.112; `signed` adds "+" to growth. */
function formatShare(fraction: number, signed = false): string {
  const percent = `${(fraction * 100).toFixed(1)}%`;
  return signed && fraction >= 0 ? `+${percent}` : percent;
}

/** A byte count, or a dash where there is none. */
function bytesCell(bytes: number | undefined): string {
  return bytes === undefined ? '—' : formatBytes(bytes);
}

/** How far an entry is over its budget: "1.8 kB (+11.2%)". */
function overage({ gzip = 0, budget = 0 }: BudgetCheck): string {
  return `${formatBytes(gzip - budget)} (${formatShare((gzip - budget) / budget, true)})`;
}

/** "ok, 300 B left", "OVER by 1.8 kB (+11.2%)", "NOT BUILT", "NO BUDGET"; "" with no check. */
export function budgetStatus(check: BudgetCheck | undefined): string {
  if (!check) return '';
  const { status, gzip = 0, budget = 0 } = check;
  if (status === 'within') return `ok, ${formatBytes(budget - gzip)} left`;
  if (status === 'over') return `OVER by ${overage(check)}`;
  if (status === 'not-built') return 'NOT BUILT';
  return 'NO BUDGET';
}

function sizeCells(sizes: ByteSizes): string[] {
  return [formatBytes(sizes.raw), formatBytes(sizes.gzip), formatBytes(sizes.brotli)];
}

function deltaCell(current: number, baseline: number | undefined): { text: string; grew: boolean } {
  const delta = baselineDelta(current, baseline);
  if (!delta) return { text: 'new', grew: false };
  if (delta.bytes === 0) return { text: 'same', grew: false };
  const sign = delta.bytes > 0 ? '+' : '';
  return {
    text: `${delta.notable ? '▲ ' : ''}${sign}${formatBytes(delta.bytes)} (${formatShare(delta.ratio, true)})`,
    grew: delta.notable,
  };
}

function entryRows(entry: SizeEntry, check: BudgetCheck | undefined, baseline: SizeBaseline): SizeRow[] {
  const delta = deltaCell(entry.sizes.gzip, baseline.gzipBytes[entry.id]);
  const isWidget = entry.kind === 'widget';
  const rows: SizeRow[] = [
    {
      section: isWidget ? 'Widgets (all-in)' : 'Routes (first load)',
      cells: [entry.id, ...sizeCells(entry.sizes), bytesCell(check?.budget), delta.text, budgetStatus(check)],
      problem: Boolean(check && check.status !== 'within'),
      grew: delta.grew,
      detail: false,
      treemap: treemapHref(treemapName(isWidget ? entry.id : undefined)),
      budgetUse: check?.budget !== undefined && check.gzip !== undefined ? { gzip: check.gzip, budget: check.budget } : undefined,
    },
  ];
  if (entry.withReact) {
    const ratio = entry.withReact.gzip / entry.sizes.gzip;
    rows.push({
      section: 'Widgets (all-in)',
      cells: [
        '  with React',
        ...sizeCells(entry.withReact),
        '',
        '',
        `React/Preact ${ratio.toFixed(2)}×, Preact saves ${formatShare(1 - 1 / ratio)}`,
      ],
      problem: false,
      grew: false,
      detail: true,
      reactPair: { preact: entry.sizes.gzip, react: entry.withReact.gzip },
    });
  }
  return rows;
}

/** Every row of the size table: widgets (with their React line, then budgeted ones not built), routes, files. */
export function sizeRows(report: SizeReport, checks: readonly BudgetCheck[], baseline: SizeBaseline): SizeRow[] {
  const checkById = new Map(checks.map((check) => [check.id, check]));
  const entries = sizeEntries(report);
  const rowsOf = (kinds: SizeEntry['kind'][]) =>
    entries.filter((entry) => kinds.includes(entry.kind)).flatMap((entry) => entryRows(entry, checkById.get(entry.id), baseline));
  const notBuilt = checks
    .filter((check) => check.status === 'not-built')
    .map((check): SizeRow => ({
      section: 'Widgets (all-in)',
      cells: [check.id, '', '', '', bytesCell(check.budget), '', budgetStatus(check)],
      problem: true,
      grew: false,
      detail: false,
    }));
  const files = Object.entries(report.files).map(([file, sizes]): SizeRow => ({
    section: 'Files',
    cells: [file, ...sizeCells(sizes), '', '', ''],
    problem: false,
    grew: false,
    detail: false,
  }));
  return [...rowsOf(['widget']), ...notBuilt, ...rowsOf(['route-js', 'route-css']), ...files];
}

/** Whether `rows[index]` opens a section, and so follows a section heading. */
export function startsSection(rows: readonly SizeRow[], index: number): boolean {
  return rows[index].section !== rows[index - 1]?.section;
}

/** The table for the console, one section heading before each group of rows, under `title`. */
export function sizeTable(title: string, rows: readonly SizeRow[]): string {
  const [header, ...body] = textTable([[...sizeColumns], ...rows.map((row) => row.cells)], numericColumns);
  const out = [title, '', `  ${header}`];
  body.forEach((line, index) => {
    if (startsSection(rows, index)) out.push(`${rows[index].section}:`);
    out.push(`  ${line}`);
  });
  return out.join('\n');
}

function problemOf(check: BudgetCheck, built: readonly string[]): string {
  if (check.status === 'over') return `over by ${overage(check)}`;
  if (check.status === 'not-built') {
    return `budgeted but not built: the build has no ${check.id} (built: ${built.join(', ') || 'no widgets'}); is it in partnerScriptNames in vite.widget.config.ts?`;
  }
  return `built but has no budget: add "${check.id}" to "widgets" in size-budgets.json`;
}

/**
 * The failure table of `npm run size`: each problem among `checks`, by how much, and the modules that weigh most;
 * "" when there are none. `builtWidgets` names the widget scripts the build made, for the not-built message.
 */
export function problemsTable(checks: readonly BudgetCheck[], builtWidgets: readonly string[]): string {
  const problems = checks.filter((check) => check.status !== 'within');
  if (problems.length === 0) return '';
  const lines = [`${problems.length} size ${problems.length === 1 ? 'problem' : 'problems'} (${gzipNote}):`, ''];
  const rows = problems.map((check) => [check.id, bytesCell(check.gzip), bytesCell(check.budget), problemOf(check, builtWidgets)]);
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
