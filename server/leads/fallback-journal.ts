// Where a lead goes when the database cannot take it (locked, full, read-only, an I/O error), so that
// it is on disk before the visitor is thanked (DECISIONS D9): append-only JSON lines, fsync'd, 0600.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { NewLead } from './lead-store';

/** The journal's file name in its folder (LEADS_FALLBACK_DIR, by default the database's). */
export const fallbackJournalFile = 'leads-fallback.jsonl';

/** The leads the database could not take yet, kept on disk until it can. */
export interface FallbackJournal {
  readonly path: string;
  /** Appends `leads` and returns once they are on the disk; throws when they could not be written. */
  append(leads: readonly NewLead[]): void;
  /** The leads in the journal, oldest first; a torn last line (a crash mid-write) is skipped. */
  read(): NewLead[];
  /** Replaces the journal's content with `leads`, atomically: those the database still refuses. */
  keepOnly(leads: readonly NewLead[]): void;
}

/** Writes `text` to `path` and flushes it to the disk before returning. */
function writeDurably(path: string, text: string, flags: 'a' | 'w'): void {
  const fd = openSync(path, flags, 0o600);
  try {
    if (text) writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The journal in `dir`, which is created (0700) when missing. */
export function openFallbackJournal(dir: string): FallbackJournal {
  const path = join(dir, fallbackJournalFile);
  const lines = (leads: readonly NewLead[]) => leads.map((lead) => `${JSON.stringify(lead)}\n`).join('');
  return {
    path,
    append(leads) {
      if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeDurably(path, lines(leads), 'a');
    },
    read() {
      if (!existsSync(path)) return [];
      const leads: NewLead[] = [];
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (!line) continue;
        try {
          leads.push(JSON.parse(line) as NewLead);
        } catch {
          // Only the last line can be torn, by a crash while it was written; its post was never answered.
        }
      }
      return leads;
    },
    keepOnly(leads) {
      if (!existsSync(path)) return;
      const next = `${path}.next`;
      writeDurably(next, lines(leads), 'w');
      renameSync(next, path);
    },
  };
}
