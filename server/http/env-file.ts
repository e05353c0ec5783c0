// ENV_FILE: the server's settings from a file, read the same way by `npm start`, `npm run serve` and `npm run leads`,
// and the way systemd's EnvironmentFile= reads it for the service, so one file means one thing to all of them.
import { readFileSync } from 'node:fs';

/** A line of ENV_FILE this reader will not guess at; the message names the file, the line and what to write instead. */
export class EnvFileError extends Error {}

const keyPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The variables of an env file's `text`, by systemd's EnvironmentFile= rules: blank lines and lines
 * starting with # or ; are skipped; KEY=value, with the spaces around the value dropped; a value may
 * be wrapped whole in single or double quotes, which are removed, and a # inside a value is part of it
 * (Y=a#b is "a#b", as the service sees it). What systemd reads in ways a reader could easily get wrong
 * (a backslash, a quote inside a value, a value running over lines, a line without =) is refused,
 * naming the line, rather than read as something else than what the service gets.
 */
export function parseEnvFile(text: string, file: string): Record<string, string> {
  const variables: Record<string, string> = {};
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const refuse = (why: string) => new EnvFileError(`${file} line ${index + 1}: ${why}`);
    const equals = line.indexOf('=');
    if (equals < 0) throw refuse('expected NAME=value.');
    const key = line.slice(0, equals).trim();
    if (!keyPattern.test(key)) throw refuse(`"${key}" is not a variable name (letters, digits and _, not starting with a digit).`);
    let value = line.slice(equals + 1).trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) value = value.slice(1, -1);
    if (/["'\\]/.test(value)) {
      throw refuse(
        'a backslash, or a quote that does not wrap the whole value, is read differently by systemd and by other readers; ' +
          'percent-encode it in a URL, or wrap the whole value in single quotes.',
      );
    }
    variables[key] = value;
  });
  return variables;
}

/**
 * Loads the file ENV_FILE names into process.env (parseEnvFile). A variable already set in the
 * environment wins over the file. Exits the process, saying why, when the file cannot be read or
 * holds a line it refuses.
 */
export function loadEnvFile(): void {
  const file = process.env.ENV_FILE?.trim();
  if (!file) return;
  try {
    for (const [key, value] of Object.entries(parseEnvFile(readFileSync(file, 'utf8'), file))) process.env[key] ??= value;
  } catch (error) {
    console.error(error instanceof EnvFileError ? error.message : `ENV_FILE=${file} could not be read: ${(error as Error).message}`);
    process.exit(1);
  }
}
