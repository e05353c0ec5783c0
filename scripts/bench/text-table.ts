// Rows of text as aligned columns, for benchmark figures read in a terminal.
const numeric = /^[-–<\d.,/]*$/;

/** `rows` (the first is the header) padded into columns: figures to the right, words to the left. */
export function textTable(rows: string[][]): string {
  const [, ...body] = rows;
  const columns = rows[0].map((_, column) => ({
    width: Math.max(...rows.map((row) => row[column]?.length ?? 0)),
    right: body.every((row) => numeric.test(row[column] ?? '')),
  }));
  return rows
    .map((row) =>
      columns
        .map(({ width, right }, column) => (right ? (row[column] ?? '').padStart(width) : (row[column] ?? '').padEnd(width)))
        .join('   ')
        .trimEnd(),
    )
    .join('\n');
}
