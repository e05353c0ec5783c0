// What the outbox still owes the owner: the pending and failed deliveries, as rows and as a plain-text table.
import type Database from 'better-sqlite3';
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

/** The report as aligned columns, one delivery a line, or a sentence when nothing is owed. */
export function deliveriesTable(rows: readonly DeliveryReportRow[]): string {
  if (rows.length === 0) return 'No pending or failed deliveries: every lead has reached each channel.';
  const header = ['LEAD', 'CHANNEL', 'STATUS', 'ATTEMPTS', 'NEXT ATTEMPT', 'LAST ERROR'];
  const cells = rows.map((row) => [
    String(row.leadId),
    row.channel,
    row.status,
    String(row.attempts),
    row.nextAttemptAt ?? '-',
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
