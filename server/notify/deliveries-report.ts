// What the outbox still owes the owner: the pending and failed deliveries and the leads no channel was told of, as rows and as plain text.
import type Database from 'better-sqlite3';
import { businessTime } from './business-time';
import type { Channel } from './notify-config';

/** One delivery that has not reached its channel. */
export interface DeliveryReportRow {
  leadId: number;
  channel: Channel;
  status: 'pending' | 'failed';
  attempts: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** ISO 8601, UTC; null once given up. */
  nextAttemptAt: string | null;
  lastError: string | null;
}

interface ReportRow {
  lead_id: number;
  channel: Channel;
  status: 'pending' | 'failed';
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  last_error: string | null;
}

/** The pending deliveries, soonest due first, then the failed ones, newest first. */
export function deliveriesReport(db: Database.Database): DeliveryReportRow[] {
  const rows = db
    .prepare(
      `SELECT lead_id, channel, status, attempts, created_at, next_attempt_at, last_error FROM deliveries
       WHERE status IN ('pending', 'failed')
       ORDER BY status DESC, CASE status WHEN 'pending' THEN next_attempt_at END, created_at DESC, id`,
    )
    .all() as ReportRow[];
  return rows.map((row) => ({
    leadId: row.lead_id,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastError: row.last_error,
  }));
}

/** A lead no channel has been told of: stored while none was configured, or released where none was. */
export interface UntoldLead {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
  formName: string;
  name: string;
}

/** The leads (held posts that are not spam among them) with no delivery at all, newest first. */
export function untoldLeads(db: Database.Database): UntoldLead[] {
  const rows = db
    .prepare(
      `SELECT id, received_at, form_name, fields FROM leads l WHERE (held = 0 OR spam = 0)
       AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id) ORDER BY received_at DESC, id DESC`,
    )
    .all() as Array<{ id: number; received_at: string; form_name: string; fields: string }>;
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.received_at,
    formName: row.form_name,
    name: String(JSON.parse(row.fields).name ?? ''),
  }));
}

/** A visitor's text fit for the terminal: no controls (an escape sequence) or bidi overrides, one line, cut short. */
const printable = (text: string) =>
  text
    .replace(/[\s\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ')
    .trim()
    .slice(0, 40);

/**
 * What `npm run leads -- deliveries` prints: the deliveries owed, then the leads no channel was told
 * of; "every lead has reached each channel" only when that is true and a channel is configured.
 */
export function deliveriesText(rows: readonly DeliveryReportRow[], untold: readonly UntoldLead[], channels: readonly Channel[]): string {
  const parts: string[] = [];
  if (channels.length === 0) {
    parts.push(
      'No channel is configured here: set SMTP_URL and NOTIFY_EMAIL_TO, or WEBHOOK_URL and WEBHOOK_SECRET, as the server has them.',
    );
  }
  const allTold = untold.length === 0 && channels.length > 0;
  // The table's own sentence for no rows says every lead has reached each channel: only when it is so.
  parts.push(rows.length > 0 || allTold ? deliveriesTable(rows) : 'No pending or failed deliveries.');
  if (untold.length > 0) {
    parts.push(
      `${untold.length} lead${untold.length === 1 ? '' : 's'} no channel has been told of (a server with a channel sends those of the last 7 days):`,
      ...untold.map((lead) => `  ${lead.id}  ${businessTime(lead.receivedAt)}  ${lead.formName}  ${printable(lead.name)}`),
    );
  }
  return `${parts.join('\n')}\n`;
}

/** The report as aligned columns, one delivery a line, or a sentence when nothing is owed. */
export function deliveriesTable(rows: readonly DeliveryReportRow[]): string {
  if (rows.length === 0) return 'No pending or failed deliveries: every lead has reached each channel.';
  const header = ['LEAD', 'CHANNEL', 'STATUS', 'ATTEMPTS', 'NEXT ATTEMPT', 'LAST ERROR'];
  const cells = rows.map((row) => [
    String(row.leadId),
    row.channel,
    row.status,
    String(row.attempts),
    row.nextAttemptAt ? businessTime(row.nextAttemptAt) : '-',
    (row.lastError ?? '-').replace(/\s+/g, ' '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values: string[]) =>
    values
      .map((text, column) => (column === values.length - 1 ? text : text.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [header, ...cells].map(line).join('\n');
}
