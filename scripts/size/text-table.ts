// Pads rows of cells into aligned columns for the console.

/** Lines of `rows` with every column as wide as its widest cell; `rightAligned[i]` right-aligns column i. */
export function textTable(rows: readonly (readonly string[])[], rightAligned: readonly boolean[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (rightAligned[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd(),
  );
}
