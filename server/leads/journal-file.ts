// One file of the fallback journal: JSON lines, appended and flushed to the disk before the answer, 0600.
import { closeSync, existsSync, fstatSync, fsyncSync, openSync, readFileSync, readSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes all of `text` to `fd`: writeSync may write less than asked (a signal, a nearly full disk), so it loops. */
function writeFully(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let offset = 0; offset < bytes.length;) offset += writeSync(fd, bytes, offset, bytes.length - offset);
}

/** Flushes `dir` itself, so a file just created or renamed in it survives a power cut. */
export function fsyncFolder(dir: string): void {
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
export function writeDurably(path: string, text: string, flags: 'a+' | 'w'): void {
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

/** The rows of one journal file. */
export interface JournalFile<Row> {
  readonly path: string;
  append(rows: readonly Row[]): void;
  /**
   * The rows, oldest first. A line that is not JSON (torn by a crash or a full disk mid-write), or
   * is JSON but not a row (`isRow`), is moved to `<file>.corrupt` beside it and reported, never deleted.
   */
  read(): Row[];
  /** Replaces the file's content with `rows`, atomically. */
  keepOnly(rows: readonly Row[]): void;
  /** Its lines and bytes; none when there is no file. */
  size(): { rows: number; bytes: number };
}

/** The journal file at `path`; `isRow` says whether a parsed line is a row, `log` hears of lines set aside. */
export function journalFile<Row>(path: string, isRow: (value: unknown) => value is Row, log: (line: string) => void): JournalFile<Row> {
  const lines = (rows: readonly Row[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');
  const keepOnly = (rows: readonly Row[]) => {
    const next = `${path}.next`;
    writeDurably(next, lines(rows), 'w');
    renameSync(next, path);
    fsyncFolder(dirname(path));
  };
  return {
    path,
    append: (rows) => writeDurably(path, lines(rows), 'a+'),
    read() {
      if (!existsSync(path)) return [];
      const rows: Row[] = [];
      const damaged: string[] = [];
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (!line) continue;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          damaged.push(line);
          continue;
        }
        if (isRow(value)) rows.push(value);
        else damaged.push(line);
      }
      if (damaged.length > 0) {
        const corruptPath = `${path}.corrupt`;
        // Kept first, then dropped from the journal: a crash in between leaves a copy, never none.
        writeDurably(corruptPath, damaged.map((line) => `${line}\n`).join(''), 'a+');
        keepOnly(rows);
        log(`${damaged.length} damaged line(s) of ${path} could not be read as leads; moved to ${corruptPath} for the owner to look at.`);
      }
      return rows;
    },
    keepOnly,
    size() {
      if (!existsSync(path)) return { rows: 0, bytes: 0 };
      const text = readFileSync(path);
      let rows = 0;
      for (const line of text.toString('utf8').split('\n')) if (line) rows++;
      return { rows, bytes: text.length };
    },
  };
}
