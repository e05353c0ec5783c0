// The size table for the console: the same rows as reports/index.html, aligned as text.
import { numericColumns, sizeColumns, type SizeRow } from './size-rows';
import { textTable } from './text-table';

/** The table, one section heading before each group of rows, under `title`. */
export function sizeTable(title: string, rows: readonly SizeRow[]): string {
  const lines = textTable([[...sizeColumns], ...rows.map((row) => row.cells)], numericColumns);
  const [header, ...body] = lines;
  const out = [title, '', `  ${header}`];
  body.forEach((line, index) => {
    if (rows[index].section !== rows[index - 1]?.section) out.push(`${rows[index].section}:`);
    out.push(`  ${line}`);
  });
  return out.join('\n');
}
