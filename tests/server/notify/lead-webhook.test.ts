// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  digestChunks,
  digestMaxBytes,
  digestWebhook,
  leadWebhook,
  leadWebhookBody,
  postWebhook,
  webhookTimeoutMs,
} from '../../../server/notify/lead-webhook';
import type { NotifiedLead } from '../../../server/notify/outbox';
import { noPageAttribution, formLead } from './test-leads';
import { startWebhookReceiver, type WebhookReceiver } from './test-receivers';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const submissionId = '3b241101-e2bb-4255-8caf-4136c566a962';
const lead: NotifiedLead = { id: 42, submissionId, receivedAt: '2025-06-01T17:04:05.000Z', ...formLead('calculator quote') };
/** Lead `index` of a digest, with a submission id of its own. */
const digestLead = (index: number): NotifiedLead => ({
  ...lead,
  id: index,
  submissionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
});

describe('leadWebhook', () => {
  it('signs the request so that standardwebhooks verifies it, under the id lead_ and the submission UUID', () => {
    const { headers, body } = leadWebhook(lead, secret, new Date());
    expect(headers['webhook-id']).toBe(`lead_${submissionId}`);
    expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('posts a held post as lead.held with its reasons, under an id of its own', () => {
    const { headers, body } = leadWebhook({ ...lead, heldReasons: ['"email" is missing'] }, secret, new Date());
    expect(headers['webhook-id']).toBe(`held_${submissionId}`);
    expect(JSON.parse(body)).toMatchObject({ type: 'lead.held', data: { id: 42, reasons: ['"email" is missing'], fields: lead.fields } });
  });

  it('signs with both secrets during a rotation, so a receiver with either verifies it', () => {
    const next = `whsec_${randomBytes(32).toString('base64')}`;
    const { headers, body } = leadWebhook(lead, `${secret} ${next}`, new Date());
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(next).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fails verification under another secret', () => {
    const { headers, body } = leadWebhook(lead, secret, new Date());
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(body, headers)).toThrow('No matching signature');
  });

  it('posts lead.created with the lead’s id, form, time, partner and exactly its posted fields, in posted order', () => {
    const { body } = leadWebhook(lead, secret, new Date());
    expect(JSON.parse(body)).toEqual({
      type: 'lead.created',
      data: {
        id: 42,
        form: 'quote-request',
        receivedAt: '2025-06-01T17:04:05.000Z',
        partner: 'lakeview-strata',
        ...noPageAttribution,
        fields: lead.fields,
      },
    });
    expect(Object.keys(JSON.parse(body).data.fields)).toEqual(Object.keys(lead.fields));
  });

  it('adds the page a widget was on and its UTM tags beside the partner, null for those the page did not have', () => {
    const attribution = { page: 'https://lakeview-strata.example/residents', utm_source: 'newsletter', utm_campaign: 'spring' };
    const { data } = JSON.parse(leadWebhook({ ...lead, attribution }, secret, new Date()).body);
    expect(data).toMatchObject({
      partner: 'lakeview-strata',
      page: 'https://lakeview-strata.example/residents',
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: 'spring',
      utm_term: null,
      utm_content: null,
      fields: lead.fields,
    });
  });

  it('stamps the time it is signed, in seconds', () => {
    const { headers } = leadWebhook(lead, secret, new Date('2025-06-02T00:00:00.000Z'));
    expect(headers['webhook-timestamp']).toBe(String(Date.UTC(2025, 5, 2) / 1000));
  });

  it('gives a test the type lead.test and an id of its own', () => {
    const { headers, body } = leadWebhook(lead, secret, new Date(), { test: true });
    expect(JSON.parse(body).type).toBe('lead.test');
    expect(headers['webhook-id']).toMatch(/^test_\d+$/);
  });
});

describe('postWebhook', () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.stop());

  it('posts the signed JSON and resolves on a 2xx answer', async () => {
    const request = leadWebhook(lead, secret, new Date());
    await postWebhook(receiver.url, request);
    expect(receiver.requests).toHaveLength(1);
    const [received] = receiver.requests;
    expect(received).toMatchObject({ method: 'POST', url: '/hooks/catch/secret-path', body: request.body });
    expect(received.headers['content-type']).toBe('application/json');
    expect(new Webhook(secret).verify(received.body, received.headers as Record<string, string>)).toMatchObject({ type: 'lead.created' });
  });

  it('rejects any other answer, without naming the URL', async () => {
    receiver.status = 500;
    const error = await postWebhook(receiver.url, leadWebhook(lead, secret, new Date())).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('The webhook answered HTTP 500.');
  });

  it('rejects when nothing listens, without naming the URL', async () => {
    const gone = await startWebhookReceiver();
    await gone.stop();
    const error = (await postWebhook(gone.url, leadWebhook(lead, secret, new Date())).catch((caught: Error) => caught)) as Error;
    expect(error.message).toMatch(/^The webhook could not be reached: .*ECONNREFUSED/);
    expect(error.message).not.toContain('secret-path');
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const error = await postWebhook(`http://127.0.0.1:${port}/`, leadWebhook(lead, secret, new Date()), 100).catch(
        (caught: Error) => caught,
      );
      expect((error as Error).message).toBe('The webhook did not answer within 0.1 s.');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the webhook limits', () => {
  it('waits 15 s for a receiver', () => {
    expect(webhookTimeoutMs).toBe(15_000);
  });

  it('gives a digest the same webhook-id on every attempt, and splits a large one under the stated size', () => {
    const leads = Array.from({ length: 120 }, (_, index) => ({
      ...digestLead(index),
      fields: { name: `Lead ${index}`, message: 'x'.repeat(4_000) },
    }));
    const chunks = digestChunks(leads);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toHaveLength(120);
    for (const chunk of chunks)
      expect(Buffer.byteLength(JSON.stringify(chunk.map((lead) => leadWebhookBody(lead))))).toBeLessThan(digestMaxBytes);
    const first = digestWebhook(chunks[0], secret, new Date());
    const again = digestWebhook(chunks[0], secret, new Date(Date.now() + 60_000));
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
  });
});
