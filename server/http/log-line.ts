// The server's log, as every part of it writes there.

/** Writes one line (no trailing newline) to the server's log: stderr in production, a list in the tests. */
export type LogLine = (line: string) => void;
