// Where a lead goes when the database cannot take it (locked, full, read-only, an I/O error), so that
// it is on disk before the visitor is thanked (product rules §7.3): append-only JSON lines, fsync'd, 0600.
import {
  closeSync,
  existsSync,
  fstatSync,
  statSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The journal's file name in its folder (LEADS_FALLBACK_DIR, by default the database's). */
export const fallbackJournalFile = 'leads-fallback.jsonl';

/** The rows (leads) the database could not take yet, kept on disk until it can. */
export interface FallbackJournal<Row> {
  readonly path: string;
  /** Appends `rows` and returns once they are on the disk; throws when they could not be written. */
  append(rows: readonly Row[]): void;
  /**
   * The rows in the journal, oldest first. A line that is not JSON (torn by a crash or a full disk
   * mid-write, or damaged) is moved to `<journal>.corrupt` beside it and reported, never deleted.
   */
  read(): Row[];
  /** Replaces the journal's content with `rows`, atomically: those the database still refuses. */
  keepOnly(rows: readonly Row[]): void;
  /** How many rows (lines) and bytes the journal holds now; none when there is no journal file. */
  size(): { rows: number; bytes: number };
}

/** Writes all of `text` to `fd`: writeSync may write less than asked (a signal, a nearly full disk), so it loops. */
function writeFully(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let offset = 0; offset < bytes.length;) offset += writeSync(fd, bytes, offset, bytes.length - offset);
}

/** Flushes `dir` itself, so a file just created or renamed in it survives a power cut. */
function fsyncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** True when the file open at `fd` is not empty and its last byte is not a line break: a torn last line. */
function endsMidLine(fd: number): boolean {
  const { size } = fstatSync(fd);
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

/**
 * Writes `text` to `path` and flushes it to the disk before returning. Appended text starts on a
 * line of its own, even after a torn line, which would otherwise swallow the first new row.
 */
function writeDurably(path: string, text: string, flags: 'a+' | 'w'): void {
  const created = !existsSync(path);
  const fd = openSync(path, flags, 0o600);
  try {
    writeFully(fd, flags === 'a+' && endsMidLine(fd) ? `\n${text}` : text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (created) fsyncFolder(dirname(path));
}

interface JournalOptions {
  /** Where a damaged line moved aside is reported. */
  log?: (line: string) => void;
}

/** The journal in `dir`, which is created (0700) when missing. */
export function openFallbackJournal<Row>(dir: string, { log = () => undefined }: JournalOptions = {}): FallbackJournal<Row> {
  const path = join(dir, fallbackJournalFile);
  const corruptPath = `${path}.corrupt`;
  const lines = (rows: readonly Row[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');
  const keepOnly = (rows: readonly Row[]) => {
    const next = `${path}.next`;
    writeDurably(next, lines(rows), 'w');
    renameSync(next, path);
    fsyncFolder(dir);
  };
  return {
    path,
    append(rows) {
      if (!existsSync(dir)) {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        fsyncFolder(dirname(dir));
      }
      writeDurably(path, lines(rows), 'a+');
    },
    read() {
      if (!existsSync(path)) return [];
      const rows: Row[] = [];
      const damaged: string[] = [];
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (!line) continue;
        try {
          rows.push(JSON.parse(line) as Row);
        } catch {
          damaged.push(line);
        }
      }
      if (damaged.length > 0) {
        // Kept first, then dropped from the journal: a crash in between leaves a copy, never none.
        writeDurably(corruptPath, damaged.map((line) => `${line}\n`).join(''), 'a+');
        keepOnly(rows);
        log(`${damaged.length} damaged line(s) of ${path} could not be read as leads; moved to ${corruptPath} for the owner to look at.`);
      }
      return rows;
    },
    keepOnly(rows) {
      if (existsSync(path)) keepOnly(rows);
    },
    size() {
      if (!existsSync(path)) return { rows: 0, bytes: 0 };
      const text = readFileSync(path);
      let rows = 0;
      for (const line of text.toString('utf8').split('\n')) if (line) rows++;
      return { rows, bytes: text.length };
    },
  };
}

/** The device of `path`, or of its nearest folder that exists: where it is, or will be, written. */
function deviceOf(path: string): number {
  let current = resolve(path);
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return statSync(current).dev;
}

/**
 * A warning when the journal in `journalDir` would share a filesystem with the database at
 * `databasePath`: a full or failing disk then stops both, and the journal is no way out.
 */
export function journalPlacementWarning(databasePath: string, journalDir: string): string | undefined {
  if (deviceOf(dirname(databasePath)) !== deviceOf(journalDir)) return undefined;
  return (
    `Warning: the fallback journal (${journalDir}) is on the same filesystem as the leads database (${databasePath}); ` +
    'a full disk would stop both. Set LEADS_FALLBACK_DIR to a folder on another disk.'
  );
}
