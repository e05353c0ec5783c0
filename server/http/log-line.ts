// Where the server's one-line notices go: stderr in production, a list in the tests.

/** Writes one line (no trailing newline) to the server's log. */
export type LogLine = (line: string) => void;

/** One write per line straight to stderr: cheap, and never interleaved with another line. */
export const logToStderr: LogLine = (line) => {
  process.stderr.write(`${line}\n`);
};
