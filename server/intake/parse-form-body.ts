// Reads urlencoded form bodies strictly, and defines the error a bad submission is refused with.

/** A submission the endpoint refuses; `statusCode` is the answer's status (400 unless said otherwise). */
export class SubmissionError extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'SubmissionError';
    this.statusCode = statusCode;
  }
}

/** A field name as quoted in an error message: at most 60 characters, so a huge key cannot bloat the answer. */
export function quoteField(name: string): string {
  const short = name.length > 60 ? `${name.slice(0, 60)}…` : name;
  return `"${short}"`;
}

/** The most fields a form posts is 15, plus the three shared ones; far more is a flood, refused while parsing. */
const maxFormFields = 40;

/** The fields of a form body, in the order posted; a null prototype, so "__proto__" is just a key. */
export type FormBody = Record<string, string>;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new SubmissionError('The form body has malformed percent-encoding.');
  }
}

/**
 * Parses `application/x-www-form-urlencoded` text as browsers write it. Unlike a lenient
 * parser it refuses, with a SubmissionError, what no browser sends: broken escapes, bytes
 * that are not UTF-8 (decoded upstream to U+FFFD), a repeated key, or a flood of fields.
 */
export function parseFormBody(text: string): FormBody {
  if (text.includes('\uFFFD')) throw new SubmissionError('The form body is not valid UTF-8.');
  const body: FormBody = Object.create(null);
  let count = 0;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    if (++count > maxFormFields) throw new SubmissionError(`The form has more than ${maxFormFields} fields.`);
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    if (Object.hasOwn(body, key)) throw new SubmissionError(`The field ${quoteField(key)} was sent more than once.`);
    body[key] = value;
  }
  return body;
}
