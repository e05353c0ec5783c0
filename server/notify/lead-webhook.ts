// The webhook that tells another system (Zapier, a CRM) of one lead, signed per the Standard Webhooks specification.
import { randomUUID } from 'node:crypto';
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

/**
 * The digest of `leads` a flooded channel sends every 15 minutes: lead.digest, whose `data.leads`
 * holds each lead's own body (lead.created or lead.held), under an id of its own.
 */
export function digestWebhook(leads: readonly NotifiedLead[], secret: string, now: Date): WebhookRequest {
  const body = { type: 'lead.digest', data: { leads: leads.map((lead) => leadWebhookBody(lead)) } };
  return signed(`digest_${randomUUID()}`, body, secret, now);
}

/** How long a receiver may take to answer before the attempt counts as failed. */
export const webhookTimeoutMs = 10_000;

/**
 * Posts `request` to `url`; resolves on a 2xx answer and rejects otherwise. Error messages leave
 * the URL out: a catch-hook URL is itself a secret, and they end up in the deliveries table.
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
  if (response.status < 200 || response.status > 299) throw new Error(`The webhook answered HTTP ${response.status}.`);
}
