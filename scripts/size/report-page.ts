// reports/index.html: the size table as a page, each entry linking the treemap that explains it.
import escapeHtml from 'escape-html';
import { treemapHref } from './measure-build';
import { allWithinBudget, numericColumns, sizeColumns, startsSection, type SizeRow } from './size-table';

function rowHtml(row: SizeRow): string {
  const classes = [row.problem && 'problem', row.grew && 'grew', row.detail && 'detail'].filter(Boolean).join(' ');
  const cells = row.cells.map((cell, column) => {
    const text = escapeHtml(cell);
    const content = column === 0 && row.treemap ? `<a href="${escapeHtml(row.treemap)}">${text}</a>` : text;
    return `<td${numericColumns[column] ? ' class="number"' : ''}>${content}</td>`;
  });
  return `<tr${classes ? ` class="${classes}"` : ''}>${cells.join('')}</tr>`;
}

/**
 * The whole page: `title`, the table, `problems` (the console's failure table, if any) and links to every treemap,
 * named in `treemaps`.
 */
export function reportPage(title: string, rows: readonly SizeRow[], problems: string, treemaps: readonly string[]): string {
  const body: string[] = [];
  rows.forEach((row, index) => {
    if (startsSection(rows, index)) {
      body.push(`<tr class="section"><th colspan="${sizeColumns.length}" scope="rowgroup">${escapeHtml(row.section)}</th></tr>`);
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
  body { font: 14px/1.5 system-ui, sans-serif; margin: 2rem; color: #1b1f24; }
  table { border-collapse: collapse; }
  th, td { padding: 0.2rem 0.8rem; text-align: left; border-bottom: 1px solid #e3e6ea; white-space: nowrap; }
  .number { text-align: right; font-variant-numeric: tabular-nums; }
  .section th { padding-top: 1rem; background: #f5f7f9; }
  .problem { background: #fde8e8; }
  .grew td:nth-child(6) { color: #a4161a; font-weight: 600; }
  .detail { color: #57606a; }
  pre { background: #f5f7f9; padding: 1rem; overflow-x: auto; }
</style>
</head>
<body>
<h1>Bundle sizes</h1>
<p>${escapeHtml(title)}. Raw data: <a href="sizes.json">sizes.json</a>.</p>
<h2>Treemaps</h2>
<ul>${links.join('')}</ul>
<h2>Sizes</h2>
<table>
<thead><tr>${sizeColumns.map((column, index) => `<th scope="col"${numericColumns[index] ? ' class="number"' : ''}>${column}</th>`).join('')}</tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>
${problems ? `<h2>Problems</h2>\n<pre>${escapeHtml(problems)}</pre>` : `<p>${allWithinBudget}</p>`}
</body>
</html>
`;
}
