// Where a lead goes when the database cannot take it (locked, full, read-only, an I/O error), so that it is on
// disk before the visitor is thanked (product rules §7.3): a folder of JSON-line files, one per server process,
// so two servers on one database never write over each other's leads (product rules §7.8).
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fsyncFolder, journalFile, type JournalFile } from './journal-file';

/**
 * This process's journal id: random, so never another's, as a process id is once reused, or in two containers
 * that share the folder (both PID 1). Every journal this process opens writes under it.
 */
const processJournalId = randomBytes(8).toString('hex');
/** This process's journal file in its folder (LEADS_FALLBACK_DIR, by default the database's). */
export const fallbackJournalFile = `leads-fallback-${processJournalId}.jsonl`;
/** The one file every process shared before each had its own; still imported, once no process can be writing it. */
const sharedFile = 'leads-fallback.jsonl';
/** A journal file and the id of the server that writes it (a process id, for an earlier version's); adopted files are ones it took over. */
const journalName = /^leads-fallback-([0-9a-f]+)(-adopted-\d+)?\.jsonl$/;
/** How long an adopted file rests before it is read: an append its former writer began meanwhile has ended. */
const adoptionRestMs = 2_000;
/** How often a server touches its journal files, saying they are still its own. */
const heartbeatMs = 15_000;
/** A journal file untouched this long belongs to a server that is gone: another server adopts and imports it. */
export const orphanAfterMs = 60_000;

/** The rows (leads) the database could not take yet, kept on disk until it can. */
export interface FallbackJournal<Row> {
  /** This process's file, where `append` writes. */
  readonly path: string;
  /** Appends `rows` to this process's file and returns once they are on the disk; throws when they could not be written. */
  append(rows: readonly Row[]): void;
  /**
   * The rows of this server's files: its own, and those it adopted once rested (the files of servers
   * untouched for a minute, and a shared file of an earlier version), oldest file first. A damaged
   * line is moved to `.corrupt` beside its file and reported (journal-file.ts).
   */
  read(): Row[];
  /** Replaces what `read` last returned with `rows`, those the database still refuses: they go to this process's file. */
  keepOnly(rows: readonly Row[]): void;
  /** How many rows (lines) and bytes every journal file in the folder holds now. */
  size(): { rows: number; bytes: number };
  /** Deletes the `.corrupt` files last written before `before`: they follow the leads' retention. Returns how many went. */
  purgeCorrupt(before: Date): number;
  /** Stops touching this journal's files: another server adopts them a minute later. */
  close(): void;
}

interface JournalOptions {
  /** Where a damaged line moved aside is reported. */
  log?: (line: string) => void;
  /** Whether a parsed line is a row; a line that is not goes to `.corrupt`. Every JSON value is, unless given. */
  isRow?: (value: unknown) => boolean;
  /** The clock, for the rest of an adopted file and the age of another server's. */
  now?: () => number;
  /** The server whose files this journal writes: this process, unless a test plays another (hex digits). */
  id?: string;
}

/** True when `dir` is a folder; a missing one, or a file in its place, holds no journal. */
const isFolder = (dir: string) => existsSync(dir) && statSync(dir).isDirectory();

/** When the file at `path` was last written or touched, in ms since the epoch; Infinity once it is gone. */
function touchedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** The journal in `dir`, which is created (0700) when missing. */
export function openFallbackJournal<Row>(
  dir: string,
  { log = () => undefined, isRow = () => true, now = Date.now, id = processJournalId }: JournalOptions = {},
): FallbackJournal<Row> {
  const file = (name: string) => journalFile<Row>(join(dir, name), isRow as (value: unknown) => value is Row, log);
  const ownName = `leads-fallback-${id}.jsonl`;
  const own = file(ownName);
  const adoptedAt = new Map<string, number>();
  let adoptions = 0;
  let lastRead: Array<JournalFile<Row>> = [];
  const names = () => journalFiles(dir).map((path) => basename(path));
  const writerOf = (name: string) => journalName.exec(name)?.[1];

  /** Takes the file `name` over under this server's id; it is read once it has rested. */
  function adopt(name: string): void {
    let adopted: string;
    do adopted = `leads-fallback-${id}-adopted-${++adoptions}.jsonl`;
    while (existsSync(join(dir, adopted)));
    renameSync(join(dir, name), join(dir, adopted));
    adoptedAt.set(adopted, now());
  }

  /** The files this server may import now: its own, and the rested ones it adopted from servers that are gone. */
  function importable(): Array<JournalFile<Row>> {
    // An orphan is renamed first, then read once it has rested: a server still appending to it meanwhile (one
    // judged gone wrongly, or an earlier version's) finishes into the renamed file, or starts a new file of its own,
    // never a line lost between a read and a rewrite.
    if (existsSync(join(dir, sharedFile))) adopt(sharedFile);
    for (const name of names()) {
      const writer = writerOf(name);
      if (writer && writer !== id && now() - touchedAt(join(dir, name)) >= orphanAfterMs) adopt(name);
    }
    return names()
      .filter((name) => {
        if (name === ownName || writerOf(name) !== id) return false;
        const at = adoptedAt.get(name);
        return at === undefined || now() - at >= adoptionRestMs;
      })
      .map(file)
      .concat(own);
  }

  // Touching its files says this server is alive: a file untouched for a minute is another server's to import.
  // A timer that threw would end the process; a folder that cannot be listed is reported by the store's own look at it.
  const heartbeat = setInterval(() => {
    try {
      const at = new Date();
      for (const name of names()) if (writerOf(name) === id && existsSync(join(dir, name))) utimesSync(join(dir, name), at, at);
    } catch {
      // Touched again at the next beat; a file gone meanwhile was imported, or moved by its reader.
    }
  }, heartbeatMs).unref();

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
    close: () => clearInterval(heartbeat),
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
