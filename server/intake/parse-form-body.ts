// Reads urlencoded form bodies, and defines the error a post that cannot be a lead is refused with.

/** A post the endpoint refuses; `statusCode` is the answer's status (400 unless said otherwise). */
export class SubmissionError extends Error {
  readonly statusCode: number;
  /** What the log says of the post: the answer's message never repeats what was sent, this may. */
  readonly detail: string;

  constructor(message: string, statusCode = 400, detail = message) {
    super(message);
    this.name = 'SubmissionError';
    this.statusCode = statusCode;
    this.detail = detail;
  }
}

/** A field name as quoted in a message: at most 60 characters, so a huge key cannot bloat an answer or a log line. */
export function quoteField(name: string): string {
  const short = name.length > 60 ? `${name.slice(0, 60)}…` : name;
  return `"${short}"`;
}

/** The key/value pairs of a form body, in the order posted, repeats included. */
export type FormBody = ReadonlyArray<readonly [string, string]>;

/** A parsed body: its first `maxFields` pairs, and how many more were posted and dropped (MAX_FIELDS). */
export type LimitedFormBody = FormBody & { readonly dropped?: number };

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new SubmissionError('The form body has malformed percent-encoding.');
  }
}

/**
 * Parses `application/x-www-form-urlencoded` text as browsers write it. It refuses, with a
 * SubmissionError, only what is not a form body at all: broken escapes and bytes that are not
 * UTF-8 (decoded upstream to U+FFFD). Everything else, repeats and strangers included, is
 * returned for the endpoint to keep (product rules §7.1, §7.2).
 */
export function parseFormBody(text: string, maxFields = Infinity): LimitedFormBody {
  if (text.includes('\uFFFD')) throw new SubmissionError('The form body is not valid UTF-8.');
  const pairs: Array<[string, string]> & { dropped?: number } = [];
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    // Past the limit a pair is counted, not kept: a post of thousands of keys stores no more than a real one.
    if (pairs.length >= maxFields) {
      pairs.dropped = (pairs.dropped ?? 0) + 1;
      continue;
    }
    const equals = pair.indexOf('=');
    pairs.push([decode(equals === -1 ? pair : pair.slice(0, equals)), equals === -1 ? '' : decode(pair.slice(equals + 1))]);
  }
  return pairs;
}

/** The first value posted under `key`, if any. */
export function firstValue(body: FormBody, key: string): string | undefined {
  return body.find(([name]) => name === key)?.[1];
}
