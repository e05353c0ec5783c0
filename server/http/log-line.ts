// The server's log, as every part of it writes there.

/** Writes one line (no trailing newline) to the server's log: stderr in production, a list in the tests. */
export type LogLine = (line: string) => void;

/**
 * `line` as one line whatever it quotes: line breaks, other control characters (C0 and C1) and the
 * marks that reorder text (bidi overrides, isolates, direction marks), which a visitor's name may
 * hold, written as escapes (\n, \r, \u001b, \u202e), so one event is one line that reads as written.
 */
export function oneLine(line: string): string {
  return line.replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this escapes.
    /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g,
    (character) => named[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `log`, with every line passed through oneLine. */
export const oneLineLog =
  (log: LogLine): LogLine =>
  (line) =>
    log(oneLine(line));
