// The size table as rows, so the console and reports/index.html show the same ones; the console's two tables (every
// entry against its budget and the baseline, and the problems that fail `npm run size`); and reports/index.html, the
// table as a page, each entry linking the treemap that explains it, with its budget use and the React/Preact
// comparison drawn as bars (each with its figures in text beside it), and the changes against the baseline.
import escapeHtml from 'escape-html';
import { textTable } from '../text-table';
import { baselineDelta, sizeEntries, type BudgetCheck, type SizeBaseline, type SizeEntry } from './check-budgets';
import { treemapHref, treemapName } from './measure-build';
import { type SizeReport, formatBytes, gzipNote, type ByteSizes } from './size-report';

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

/** A width in percent of `scale`, for a bar segment. */
function percentOf(bytes: number, scale: number): string {
  return `${((bytes / scale) * 100).toFixed(1)}%`;
}

function segment(kind: string, bytes: number, scale: number): string {
  return bytes > 0 ? `<span class="${kind}" style="width:${percentOf(bytes, scale)}"></span>` : '';
}

/** The budget bar: used, then left or over, the figures in text beside it (the bar itself is hidden from screen readers). */
function budgetBar({ gzip, budget }: NonNullable<SizeRow['budgetUse']>): string {
  const scale = Math.max(gzip, budget);
  const used = Math.round((gzip / budget) * 100);
  const text = gzip > budget ? `${used}% used, ${formatBytes(gzip - budget)} over` : `${used}% used, ${formatBytes(budget - gzip)} left`;
  const segments =
    segment('used', Math.min(gzip, budget), scale) + segment('left', budget - gzip, scale) + segment('over', gzip - budget, scale);
  return `<span class="bar" aria-hidden="true">${segments}</span> <span class="bar-text">${text}</span>`;
}

/** Two bars on one scale: the widget with Preact and with React, each with its gzip size beside it. */
function reactBars({ preact, react }: NonNullable<SizeRow['reactPair']>): string {
  const scale = Math.max(preact, react);
  const line = (name: string, bytes: number) =>
    `<span class="pair-line"><span class="pair-name">${name}</span><span class="bar" aria-hidden="true">${segment(name.toLowerCase(), bytes, scale)}</span> <span class="bar-text">${formatBytes(bytes)}</span></span>`;
  return line('Preact', preact) + line('React', react);
}

function barCell(row: SizeRow): string {
  if (row.budgetUse) return `<td class="bars">${budgetBar(row.budgetUse)}</td>`;
  if (row.reactPair) return `<td class="bars">${reactBars(row.reactPair)}</td>`;
  return '<td></td>';
}

function rowHtml(row: SizeRow): string {
  const classes = [row.problem && 'problem', row.grew && 'grew', row.detail && 'detail'].filter(Boolean).join(' ');
  const cells = row.cells.map((cell, column) => {
    const text = escapeHtml(cell);
    const content = column === 0 && row.treemap ? `<a href="${escapeHtml(row.treemap)}">${text}</a>` : text;
    return `<td${numericColumns[column] ? ' class="number"' : ''}>${content}</td>`;
  });
  return `<tr${classes ? ` class="${classes}"` : ''}>${cells.join('')}${barCell(row)}</tr>`;
}

/**
 * The whole page: `title`, the table, `problems` (the console's failure table, if any), `changes` (the changes against
 * the baseline, as the console prints them) and links to every treemap, named in `treemaps`.
 */
export function reportPage(title: string, rows: readonly SizeRow[], problems: string, treemaps: readonly string[], changes = ''): string {
  const body: string[] = [];
  rows.forEach((row, index) => {
    if (startsSection(rows, index)) {
      body.push(`<tr class="section"><th colspan="${sizeColumns.length + 1}" scope="rowgroup">${escapeHtml(row.section)}</th></tr>`);
    }
    body.push(rowHtml(row));
  });
  const links = treemaps.map((name) => `<li><a href="${escapeHtml(treemapHref(name))}">${escapeHtml(name)}</a></li>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bundle sizes</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #1b1f24; }
  /* The table fits a 1280 px window: words wrap, figures and bars do not, and a long file name breaks anywhere. */
  table { border-collapse: collapse; max-width: 100%; }
  th, td { padding: 0.2rem 0.6rem; text-align: left; vertical-align: top; border-bottom: 1px solid #e3e6ea; }
  td:first-child { overflow-wrap: anywhere; min-width: 10rem; }
  .number, .bars { white-space: nowrap; }
  .number { text-align: right; font-variant-numeric: tabular-nums; }
  .section th { padding-top: 1rem; background: #f5f7f9; }
  .problem { background: #fde8e8; }
  .grew td:nth-child(6) { color: #a4161a; font-weight: 600; }
  .detail { color: #57606a; }
  pre { background: #f5f7f9; padding: 1rem; overflow-x: auto; }
  .bar { display: inline-flex; width: 7rem; height: 0.8rem; vertical-align: middle; background: #fff; border: 1px solid #8c959f; }
  .bar > span { display: block; height: 100%; }
  .used, .preact { background: #2f6fb3; }
  .left { background: #e3e6ea; }
  .over { background: repeating-linear-gradient(45deg, #a4161a 0 4px, #e5484d 4px 8px); }
  .react { background: #8c959f; }
  .bar-text { font-variant-numeric: tabular-nums; }
  .pair-line { display: block; }
  .pair-name { display: inline-block; width: 3.5rem; }
</style>
</head>
<body>
<h1>Bundle sizes</h1>
<p>${escapeHtml(title)}. Raw data: <a href="sizes.json">sizes.json</a>.</p>
<h2>Treemaps</h2>
${links.length > 0 ? `<ul>${links.join('')}</ul>` : '<p>npm run report draws them.</p>'}
<h2>Sizes</h2>
<table>
<thead><tr>${sizeColumns.map((column, index) => `<th scope="col"${numericColumns[index] ? ' class="number"' : ''}>${column}</th>`).join('')}<th scope="col">Budget use, React/Preact</th></tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>
${problems ? `<h2>Problems</h2>\n<pre>${escapeHtml(problems)}</pre>` : `<p>${allWithinBudget}</p>`}
${changes ? `<h2>Changes</h2>\n<pre>${escapeHtml(changes)}</pre>` : ''}
</body>
</html>
`;
}
