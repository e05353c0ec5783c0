// The webhook that tells another system (Zapier, a CRM) of one lead, signed per the Standard Webhooks specification.
import { createHash, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { pageAttributionFields, type PageAttributionField } from '../../common/contract/form-fields';
import type { NotifiedLead } from './outbox';

/** The JSON body of every lead webhook. */
export interface LeadWebhookBody {
  /** lead.created for a lead; lead.held for a held post, with `reasons`; lead.test for the sample `npm run leads -- notify-test` sends. */
  type: 'lead.created' | 'lead.held' | 'lead.test';
  data: {
    /** The lead's row id; null when it was sent from the fallback journal, before the database took it. */
    id: number | null;
    form: string;
    /** ISO 8601, UTC. */
    receivedAt: string;
    partner: string | null;
    /** Exactly the posted fields, in posted order. */
    fields: Record<string, string>;
    /** Why a held post is held; only in lead.held. */
    reasons?: string[];
  } & PageAttributionData;
}

/**
 * `page` (the host page's origin and path) and `utm_source` … `utm_content` (its UTM tags), as a
 * widget posted them; each is always there, null when not posted, so a receiver can map it from any sample.
 */
type PageAttributionData = Record<PageAttributionField, string | null>;

/** A signed request, ready to post. */
export interface WebhookRequest {
  headers: Record<string, string>;
  body: string;
}

/**
 * The webhook-id of a lead: "lead_" and its submission UUID, "held_" and the UUID for a held post
 * (its release is another message). It stays the same on every attempt, so a receiver can drop a
 * second delivery (the outbox sends at least once); a row id could not, as SQLite can reuse one.
 */
function leadWebhookId({ submissionId, heldReasons }: NotifiedLead): string {
  return `${heldReasons ? 'held' : 'lead'}_${submissionId}`;
}

/** `body` signed under `id` at `now`. */
function signed(id: string, body: object, secret: string, now: Date): WebhookRequest {
  const text = JSON.stringify(body);
  return {
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      // One signature per secret, separated by a space, as Standard Webhooks allows during a rotation.
      'webhook-signature': secret
        .split(' ')
        .map((key) => new Webhook(key).sign(id, now, text))
        .join(' '),
    },
    body: text,
  };
}

/**
 * A notice about the server itself (a channel failing or back, a lead that could not be stored),
 * as `server.notice` with `data.subject` and `data.text`; each notice is a message of its own.
 */
export function noticeWebhook(subject: string, text: string, secret: string, now: Date): WebhookRequest {
  return signed(`notice_${randomUUID()}`, { type: 'server.notice', data: { subject, text } }, secret, now);
}

/** The JSON body of the webhook for `lead`: lead.created, lead.held with its reasons, or lead.test. */
export function leadWebhookBody(lead: NotifiedLead, { test = false } = {}): LeadWebhookBody {
  return {
    type: test ? 'lead.test' : lead.heldReasons ? 'lead.held' : 'lead.created',
    data: {
      id: lead.id,
      form: lead.formName,
      receivedAt: lead.receivedAt,
      partner: lead.partner,
      ...(Object.fromEntries(pageAttributionFields.map((field) => [field, lead.attribution?.[field] ?? null])) as PageAttributionData),
      fields: lead.fields,
      ...(lead.heldReasons && !test ? { reasons: lead.heldReasons } : {}),
    },
  };
}

/**
 * The signed request for `lead`, timestamped `now`: signed again on every attempt, since receivers
 * refuse a timestamp more than five minutes old. A test gets an id of its own ("test_" and the
 * time), so a receiver does not mistake it for an earlier test.
 */
export function leadWebhook(lead: NotifiedLead, secret: string, now: Date, { test = false } = {}): WebhookRequest {
  return signed(test ? `test_${now.getTime()}` : leadWebhookId(lead), leadWebhookBody(lead, { test }), secret, now);
}

/** The largest digest body, in bytes: far below the usual receivers' limits (Zapier 10 MB, most servers 1 MB). */
export const digestMaxBytes = 256 * 1024;

/**
 * `leads` in digests of at most `maxBytes` each, in order: a large backlog becomes several digests
 * rather than one a receiver refuses. A lead is never split; one alone can never exceed the limit,
 * since every field is bounded (common/contract/field-limits.ts).
 */
export function digestChunks<Lead extends NotifiedLead>(leads: readonly Lead[], maxBytes = digestMaxBytes): Lead[][] {
  const chunks: Lead[][] = [];
  let size = 0;
  for (const lead of leads) {
    const bytes = Buffer.byteLength(JSON.stringify(leadWebhookBody(lead))) + 1;
    if (chunks.length === 0 || size + bytes > maxBytes - 64) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1].push(lead);
    size += bytes;
  }
  return chunks;
}

/**
 * The digest of `leads` a flooded channel sends every 15 minutes: lead.digest, whose `data.leads`
 * holds each lead's own body (lead.created or lead.held). Its id comes from the leads it holds, so a
 * retry of the same digest has the same webhook-id and a receiver can drop a second delivery.
 */
export function digestWebhook(leads: readonly NotifiedLead[], secret: string, now: Date): WebhookRequest {
  const body = { type: 'lead.digest', data: { leads: leads.map((lead) => leadWebhookBody(lead)) } };
  const ids = leads.map((lead) => `${lead.heldReasons ? 'held' : 'lead'}_${lead.submissionId}`).join(',');
  return signed(`digest_${createHash('sha256').update(ids).digest('hex').slice(0, 32)}`, body, secret, now);
}

/** How long a receiver may take to answer before the attempt counts as failed. */
export const webhookTimeoutMs = 15_000;

/** The longest Retry-After honoured: a receiver asking for more is tried again after an hour. */
const retryAfterCapMs = 3_600_000;

/** A send that failed, with what the receiver asked: to wait (Retry-After on 429 or 503), or to stop for good (410). */
export class DeliveryRefusal extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    readonly gone = false,
  ) {
    super(message);
  }
}

/** Retry-After in ms (seconds, or an HTTP date), capped at an hour; undefined when missing or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const wait = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - now;
  return Number.isFinite(wait) ? Math.min(Math.max(wait, 0), retryAfterCapMs) : undefined;
}

/**
 * Posts `request` to `url`; resolves on a 2xx answer and rejects otherwise: a 429 or 503 with the
 * wait its Retry-After asks, a 410 as gone (DeliveryRefusal). Error messages leave the URL out: a
 * catch-hook URL is itself a secret, and they end up in the deliveries table.
 */
export async function postWebhook(url: string, request: WebhookRequest, timeoutMs = webhookTimeoutMs): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(`The webhook did not answer within ${timeoutMs / 1000} s.`);
    const cause = (error as Error).cause as Error | undefined;
    throw new Error(`The webhook could not be reached: ${cause?.message ?? (error as Error).message}`);
  }
  await response.body?.cancel();
  const { status } = response;
  if (status >= 200 && status <= 299) return;
  if (status === 410) throw new DeliveryRefusal('The webhook answered HTTP 410 Gone: it takes no more deliveries.', undefined, true);
  const wait = status === 429 || status === 503 ? retryAfterMs(response.headers.get('retry-after')) : undefined;
  throw new DeliveryRefusal(`The webhook answered HTTP ${status}${wait === undefined ? '' : `, asking to wait ${wait / 1000} s`}.`, wait);
}
