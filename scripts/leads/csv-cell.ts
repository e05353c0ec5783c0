// One CSV cell, escaped per RFC 4180 and defused against spreadsheet formula injection.

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * Quotes a cell when it holds a comma, quote or line break (doubling inner quotes), and
 * prefixes an apostrophe to one starting with = + - @ (or a tab or carriage return), which
 * a spreadsheet would otherwise run as a formula (OWASP "CSV injection").
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
