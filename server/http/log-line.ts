// The server's log, as every part of it writes there.

/** Writes one line (no trailing newline) to the server's log: stderr in production, a list in the tests. */
export type LogLine = (line: string) => void;

/**
 * `line` as one line whatever it quotes: line breaks and other control characters (a visitor's name
 * may hold any) written as escapes (\n, \r, \u001b), so one event is one line and none can be forged.
 */
export function oneLine(line: string): string {
  return line.replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this escapes.
    /[\u0000-\u001f\u007f\u2028\u2029]/g,
    (character) => named[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `log`, with every line passed through oneLine. */
export const oneLineLog =
  (log: LogLine): LogLine =>
  (line) =>
    log(oneLine(line));
