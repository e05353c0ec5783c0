// A consistent copy of the leads database, taken while the server runs, with the leads still in the fallback journal folded in.
import Database from 'better-sqlite3';
import {
  appendFileSync,
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fallbackJournalFile, journalFiles, openFallbackJournal } from './fallback-journal';
import { openLeadStore } from './lead-store';
import { openLeadsDatabase } from './leads-database';

/** What a backup holds. */
export interface BackupResult {
  file: string;
  /** Every lead in the copy, held posts and spam included. */
  leads: number;
  /** Leads of the fallback journal now in the copy (some may have been in the database too). */
  fromJournal: number;
  /** Leads of the journal the copy refused (a broken constraint): still in the server's journal, not in the copy. */
  notFolded: number;
}

/** True when `a` and `b` name one file: the same path, or (both existing) the same file through another path or a link. */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  if (!existsSync(a) || !existsSync(b)) return false;
  const [first, second] = [statSync(a), statSync(b)];
  return first.dev === second.dev && first.ino === second.ino;
}

/** As many pages as SQLite counts: the whole database in one step, so one read snapshot makes the copy. */
const allPages = 0x7fffffff;

/**
 * Copies the leads database at `databasePath` to `file` with SQLite's online backup, which reads
 * one snapshot while the server goes on writing; the copy is then folded with the leads of the
 * fallback journal in `fallbackDir` (by default the database's folder), as the server does at its
 * next start, so a lead the database could not take yet is in the copy too. The journal is read
 * before the database: a lead that moves from one to the other meanwhile is in the copy either way.
 * The copy is one file (no WAL beside it), 0600 from the start, in a folder made 0700 when missing,
 * and it replaces `file` only once whole. Its folded leads have no notifications queued: a server
 * that starts on the copy sends those of the last 7 days, as it does any lead nobody was told of.
 * The server's own files are only read.
 */
export async function backupLeads(databasePath: string, file: string, { fallbackDir = dirname(databasePath) } = {}): Promise<BackupResult> {
  const live = [databasePath, `${databasePath}-wal`, `${databasePath}-shm`, `${databasePath}-journal`, ...journalFiles(fallbackDir)];
  if (live.some((path) => sameFile(path, file))) {
    throw new Error(`${file} is the live leads database or one of its files; back up to another file, such as backups/leads.sqlite.`);
  }
  const source = openLeadsDatabase(databasePath, { readonly: true });
  const folder = dirname(resolve(file));
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Beside the copy, so the rename below is atomic and no lead's data passes through another folder.
  const work = mkdtempSync(join(folder, `.${basename(file)}-`));
  const partial = join(work, 'leads.sqlite');
  try {
    // Every server's journal file, as one file of this process's: the store below imports it whole. Each starts on a
    // line of its own, so a torn last line (an append cut short) is set aside alone, never with the next file's first lead.
    for (const journal of journalFiles(fallbackDir)) {
      const text = readFileSync(journal);
      const lineBreak = text.length > 0 && text[text.length - 1] !== 0x0a ? '\n' : '';
      appendFileSync(join(work, fallbackJournalFile), Buffer.concat([text, Buffer.from(lineBreak)]), { mode: 0o600 });
    }
    closeSync(openSync(partial, 'wx', 0o600));
    await source.backup(partial, { progress: () => allPages });
    source.close();

    // Read once first, so a line torn by an append in progress (a lead not yet answered) is set aside, not counted.
    const journal = openFallbackJournal(work);
    const inJournal = journal.read().length;
    // The store imports its journal as it opens, exactly as the server does at start.
    if (inJournal > 0) openLeadStore(partial, { fallbackDir: work }).close();
    const notFolded = journal.size().rows;
    journal.close();

    const copy = new Database(partial);
    let leads: number;
    try {
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`The copy of ${databasePath} is damaged: ${String(check)}`);
      leads = (copy.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return { file, leads, fromJournal: inJournal - notFolded, notFolded };
  } finally {
    if (source.open) source.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The line `npm run leads -- backup` prints. */
export function backupSummary({ file, leads, fromJournal, notFolded }: BackupResult): string {
  const journal = fromJournal > 0 ? ` (${fromJournal} of them from the fallback journal)` : '';
  const left = notFolded > 0 ? ` ${notFolded} lead(s) of the fallback journal could not go into the copy; they stay in the journal.` : '';
  return `Backed up ${leads} lead${leads === 1 ? '' : 's'} to ${file}${journal}.${left}\n`;
}
