// The submission client (SPEC 7, DECISIONS D4): one urlencoded POST per lead.
import { botField, formNameField, type FormName } from '../contract/form-fields';

export interface Submission {
  /** Absolute or relative URL of the form endpoint. */
  endpoint: string;
  formName: FormName;
  /** Field values in the order they are posted. */
  fields: ReadonlyArray<readonly [string, string]>;
  /** Whatever a bot typed into the hidden trap field; empty for people. */
  botValue?: string;
}

/** Encodes a submission as the urlencoded body of SPEC 7. */
export function encodeSubmission({ formName, fields, botValue = '' }: Omit<Submission, 'endpoint'>): URLSearchParams {
  const body = new URLSearchParams();
  body.append(formNameField, formName);
  for (const [key, value] of fields) body.append(key, value);
  body.append(botField, botValue);
  return body;
}

/** How long a post may take before it counts as failed, so a stalled connection still gets the alert. */
export const submitTimeoutMs = 30_000;

/**
 * Posts a submission. Resolves once the request completes, whatever its status
 * (SPEC 7: the answer is never read); rejects only when the request fails or times out.
 */
export async function submitForm(submission: Submission): Promise<void> {
  const url = new URL(submission.endpoint, document.baseURI);
  // A cross-origin endpoint need not send CORS headers: the answer is never read (D4).
  const mode: RequestMode = url.origin === location.origin ? 'same-origin' : 'no-cors';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('The request timed out')), submitTimeoutMs);
  try {
    await fetch(url, {
      method: 'POST',
      mode,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: encodeSubmission(submission),
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}
