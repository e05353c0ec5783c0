// Rows of text as aligned columns, for what the size reports, the benchmarks and `npm run leads` print in a terminal.

/** A cell's width in characters as a terminal shows them: code points, so an "é" or "…" counts once. */
const widthOf = (cell: string) => [...cell].length;

/** Figures such as "112", "<16", "3/4" or "1.5", or a dash standing for none. */
const figure = /^[-–<\d.,/]*$/;

/**
 * The lines of `rows`, each column as wide as its widest cell and two spaces between columns, trailing spaces cut.
 * `right` says which columns are padded on the left: one flag per column, or `'figures'` for every column whose
 * cells below the first row (the header) are all figures.
 */
export function textTable(rows: readonly (readonly string[])[], right: readonly boolean[] | 'figures' = []): string[] {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) => Math.max(...rows.map((row) => widthOf(row[column] ?? ''))));
  const [, ...body] = rows;
  const rightAligned = right === 'figures' ? widths.map((_, column) => body.every((row) => figure.test(row[column] ?? ''))) : right;
  return rows.map((row) =>
    widths
      .map((width, column) => {
        const cell = row[column] ?? '';
        const pad = ' '.repeat(width - widthOf(cell));
        return rightAligned[column] ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd(),
  );
}
