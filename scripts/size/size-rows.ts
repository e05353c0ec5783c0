// The size table as data, so the console and reports/index.html show exactly the same rows.
import { baselineDelta } from './baseline-delta';
import type { ByteSizes } from './byte-sizes';
import type { BudgetCheck } from './check-budgets';
import { formatBytes } from './format-bytes';
import { formatShare } from './format-share';
import type { SizeBaseline } from './size-baseline';
import { sizeEntries, type SizeEntry } from './size-entries';
import type { SizeReport } from './size-report';
import { treemapHref } from './treemap-plugin';

export const sizeColumns = ['Entry', 'Raw', 'Gzip', 'Brotli', 'Budget', 'vs baseline', 'Status'] as const;
/** Which columns hold numbers, for right alignment. */
export const numericColumns = [false, true, true, true, true, true, false];

export type SizeSection = 'Widgets (all-in)' | 'Routes (first load)' | 'Files';

export interface SizeRow {
  section: SizeSection;
  cells: string[];
  /** Over budget, not built, or missing a budget. */
  problem: boolean;
  /** Grew more than 5 % against the baseline. */
  grew: boolean;
  /** A line qualifying the row above it (the React comparison). */
  detail: boolean;
  /** The treemap showing where this entry's bytes come from, relative to the reports directory. */
  treemap?: string;
}

function statusOf(check: BudgetCheck | undefined): string {
  if (!check) return '';
  const { status, gzip = 0, budget = 0 } = check;
  if (status === 'within') return `ok, ${formatBytes(budget - gzip)} left`;
  if (status === 'over') return `OVER by ${formatBytes(gzip - budget)} (${formatShare((gzip - budget) / budget, true)})`;
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
      cells: [entry.id, ...sizeCells(entry.sizes), check?.budget ? formatBytes(check.budget) : '—', delta.text, statusOf(check)],
      problem: Boolean(check && check.status !== 'within'),
      grew: delta.grew,
      detail: false,
      treemap: treemapHref(isWidget ? entry.id.replace(/\.js$/, '') : 'site'),
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
      cells: [check.id, '', '', '', formatBytes(check.budget ?? 0), '', statusOf(check)],
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
