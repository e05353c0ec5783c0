// The submission client (product rules §3.2, §3.3): one urlencoded POST per lead.
import { encodeSubmission, type Submission } from '../contract/encode-submission';

/** How long a post may take before it counts as failed, so a stalled connection still gets the alert. */
const submitTimeoutMs = 30_000;

/**
 * Posts a submission to `endpoint`, an absolute or relative URL. Resolves once the request
 * completes, whatever its status (product rules §3.4: the answer is never read); rejects only when the
 * request fails or times out.
 */
export async function submitForm(endpoint: string, submission: Submission): Promise<void> {
  const url = new URL(endpoint, document.baseURI);
  // A cross-origin endpoint need not send CORS headers: the answer is never read (product rules §3.3).
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
