// Where a lead goes when the database cannot take it (locked, full, read-only, an I/O error), so that it is on
// disk before the visitor is thanked (product rules §7.3): a folder of JSON-line files, one per server process,
// so two servers on one database never write over each other's leads.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fsyncFolder, journalFile, type JournalFile } from './journal-file';

/** This process's journal file in its folder (LEADS_FALLBACK_DIR, by default the database's). */
export const fallbackJournalFile = `leads-fallback-${process.pid}.jsonl`;
/** The one file every process shared before each had its own; still imported, once no process can be writing it. */
const sharedFile = 'leads-fallback.jsonl';
/** A journal file and the process that writes it; adopted files are shared files this process took over. */
const journalName = /^leads-fallback-(\d+)(-adopted-\d+)?\.jsonl$/;
/** How long an adopted shared file rests before it is read: an append an older server began meanwhile has ended. */
const adoptionRestMs = 2_000;

/** The rows (leads) the database could not take yet, kept on disk until it can. */
export interface FallbackJournal<Row> {
  /** This process's file, where `append` writes. */
  readonly path: string;
  /** Appends `rows` to this process's file and returns once they are on the disk; throws when they could not be written. */
  append(rows: readonly Row[]): void;
  /**
   * The rows of every file no other live process writes (its own, those of processes that are
   * gone, and a shared file of an earlier version, once adopted), oldest file first. A damaged
   * line is moved to `.corrupt` beside its file and reported (journal-file.ts).
   */
  read(): Row[];
  /** Replaces what `read` last returned with `rows`, those the database still refuses: they go to this process's file. */
  keepOnly(rows: readonly Row[]): void;
  /** How many rows (lines) and bytes every journal file in the folder holds now. */
  size(): { rows: number; bytes: number };
  /** Deletes the `.corrupt` files last written before `before`: they follow the leads' retention. Returns how many went. */
  purgeCorrupt(before: Date): number;
}

interface JournalOptions {
  /** Where a damaged line moved aside is reported. */
  log?: (line: string) => void;
  /** Whether a parsed line is a row; a line that is not goes to `.corrupt`. Every JSON value is, unless given. */
  isRow?: (value: unknown) => boolean;
  /** The clock, for the rest of an adopted file. */
  now?: () => number;
  /** The process whose file this journal appends to: this one, unless a test plays another. */
  pid?: number;
}

/** True when `dir` is a folder; a missing one, or a file in its place, holds no journal. */
const isFolder = (dir: string) => existsSync(dir) && statSync(dir).isDirectory();

/** True while process `pid` runs on this machine (one of another user's counts too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The journal in `dir`, which is created (0700) when missing. */
export function openFallbackJournal<Row>(
  dir: string,
  { log = () => undefined, isRow = () => true, now = Date.now, pid = process.pid }: JournalOptions = {},
): FallbackJournal<Row> {
  const file = (name: string) => journalFile<Row>(join(dir, name), isRow as (value: unknown) => value is Row, log);
  const ownName = `leads-fallback-${pid}.jsonl`;
  const own = file(ownName);
  const adoptedAt = new Map<string, number>();
  let adoptions = 0;
  let lastRead: Array<JournalFile<Row>> = [];
  const names = () => journalFiles(dir).map((path) => basename(path));

  /** The files this process may import now: its own, the orphans of processes gone, and rested adopted ones. */
  function importable(): Array<JournalFile<Row>> {
    // A shared file is renamed first, then read once it has rested: an older server appending to it meanwhile
    // finishes into the renamed file, or starts a new shared file, never a line lost between a read and a rewrite.
    if (existsSync(join(dir, sharedFile))) {
      const adopted = `leads-fallback-${pid}-adopted-${++adoptions}.jsonl`;
      renameSync(join(dir, sharedFile), join(dir, adopted));
      adoptedAt.set(adopted, now());
    }
    return names()
      .filter((name) => {
        const [, writer] = journalName.exec(name) ?? [];
        if (name === ownName || !writer) return false;
        if (Number(writer) !== pid) return !isRunning(Number(writer));
        const at = adoptedAt.get(name);
        return at === undefined || now() - at >= adoptionRestMs;
      })
      .map(file)
      .concat(own);
  }

  return {
    path: own.path,
    append(rows) {
      if (!existsSync(dir)) {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        fsyncFolder(dirname(dir));
      }
      own.append(rows);
    },
    read() {
      lastRead = importable();
      return lastRead.flatMap((each) => each.read());
    },
    keepOnly(rows) {
      // This process's file first, whole and flushed; only then the others read with it go.
      if (rows.length > 0 || existsSync(own.path)) own.keepOnly(rows);
      for (const each of lastRead) if (each !== own && existsSync(each.path)) unlinkSync(each.path);
      lastRead = [];
    },
    size() {
      return names()
        .map((name) => file(name).size())
        .reduce((sum, each) => ({ rows: sum.rows + each.rows, bytes: sum.bytes + each.bytes }), { rows: 0, bytes: 0 });
    },
    purgeCorrupt(before) {
      if (!isFolder(dir)) return 0;
      const old = readdirSync(dir).filter((name) => name.endsWith('.corrupt') && statSync(join(dir, name)).mtimeMs < before.getTime());
      for (const name of old) rmSync(join(dir, name));
      return old.length;
    },
  };
}

/**
 * Why the journal's folder `dir` cannot take a lead now, or undefined when it can: it is created
 * when missing, and a file is created and deleted in it. Under systemd's ProtectSystem=strict, a
 * folder outside ReadWritePaths= is read-only, and the journal would fail only when it is needed.
 */
export function journalFolderProblem(dir: string): string | undefined {
  try {
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
    const probe = join(dir, `.write-check-${process.pid}`);
    closeSync(openSync(probe, 'w', 0o600));
    unlinkSync(probe);
    return undefined;
  } catch (error) {
    return (
      `The fallback journal's folder ${resolve(dir)} cannot be written (${(error as Error).message}). Under systemd, add it to ` +
      `the unit's ReadWritePaths= (ReadWritePaths=${resolve(dir)}), or set LEADS_FALLBACK_DIR to a folder the server may write.`
    );
  }
}

/** Every journal file in `dir` (those of every process, and a shared one of an earlier version), without `.corrupt` ones. */
export function journalFiles(dir: string): string[] {
  return isFolder(dir)
    ? readdirSync(dir)
        .filter((name) => journalName.test(name) || name === sharedFile)
        .map((name) => join(dir, name))
    : [];
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
    "a full disk would stop both. Set LEADS_FALLBACK_DIR to a folder on another disk, and add it to the unit's ReadWritePaths=."
  );
}
