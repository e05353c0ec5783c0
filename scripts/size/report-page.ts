// reports/index.html: the size table as a page, each entry linking the treemap that explains it, with its budget use
// and the React/Preact comparison drawn as bars (each with its figures in text beside it), and the changes against
// the baseline module by module.
import escapeHtml from 'escape-html';
import { formatBytes } from './size-report';
import { treemapHref } from './measure-build';
import { allWithinBudget, numericColumns, sizeColumns, startsSection, type SizeRow } from './size-table';

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
