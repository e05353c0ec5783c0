// The error the form endpoint answers a bad submission with: an HTTP status and a sentence for people.

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
