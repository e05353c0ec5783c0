// Leads as CSV: one row per lead, one column per form field, for a spreadsheet.
import { formFields, formNames, pageAttributionFields, type FormName } from '../../common/contract/form-fields';
import type { StoredLead } from '../../server/leads/stored-leads';

const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell, escaped per RFC 4180 and defused against spreadsheet formula injection: every
 * cell is quoted (inner quotes doubled), since a spreadsheet in a locale whose separator is `;`
 * splits an unquoted cell at a `;` and would read what follows as a new cell, past the guard;
 * and a cell starting with = + - @ (or a tab or carriage return), which a spreadsheet would
 * otherwise run as a formula, gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const leadColumns = ['id', 'received_at', 'form_name', 'spam', 'partner', ...pageAttributionFields, 'client_address', 'user_agent'];

/** The field columns for `forms`: their fields in form-fields.ts order, each once. */
function fieldColumns(forms: readonly FormName[]): string[] {
  return [...new Set(forms.flatMap((form) => formFields[form]))];
}

/**
 * CSV (RFC 4180, CRLF line ends) of `leads`. The columns depend only on `forms`, not on the
 * rows, so exports of the same kind always line up; a stored field outside them (there
 * should be none) is not dropped but gets a column of its own at the end.
 */
export function leadsCsv(leads: readonly StoredLead[], forms: readonly FormName[] = formNames): string {
  const columns = fieldColumns(forms);
  for (const lead of leads) for (const key of Object.keys(lead.fields)) if (!columns.includes(key)) columns.push(key);
  const lines = [[...leadColumns, ...columns].map(csvCell).join(',')];
  for (const lead of leads) {
    const cells = [
      lead.id,
      lead.receivedAt,
      lead.formName,
      lead.spam ? 'yes' : 'no',
      lead.partner,
      ...pageAttributionFields.map((field) => lead.attribution[field]),
      lead.clientAddress,
      lead.userAgent,
    ];
    lines.push([...cells, ...columns.map((column) => lead.fields[column])].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
