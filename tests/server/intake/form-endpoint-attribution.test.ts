// @vitest-environment node
// Where a widget's lead came from (product rules §8.3), posted to the real server: stored beside the partner, read back,
// held when too long.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attribution } from '../../../common/contract/form-fields';
import { openLeadsDatabase } from '../../../server/leads/leads-database';
import { findLeads } from '../../../server/leads/stored-leads';
import { encodeFormBody, formBodies, storedFields, withName, type LabelledSubmission } from '../form-bodies';
import { postForm, startTestApp, type TestApp } from '../test-server';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(() => server.stop());

const everyTag: Required<Attribution> = {
  partner: 'lakeview-strata',
  page: 'https://lakeview-strata.example/residents/maintenance',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-2025',
  utm_term: 'gutter cleaning',
  utm_content: 'sidebar',
};

/** The calculator quote as a widget posts it, named `name`, with `attribution`. */
const widgetPost = (name: string, attribution: Attribution): LabelledSubmission => ({ ...withName(formBodies[0], name), attribution });

/** The stored row of the lead named `name`. */
function rowOf(name: string): Record<string, unknown> {
  const row = server.rows().find((candidate) => JSON.parse(String(candidate.fields)).name === name);
  if (!row) throw new Error(`No lead named ${name}`);
  return row;
}

/** The lead named `name` as `npm run leads` reads it, held ones included. */
function leadOf(name: string) {
  const db = openLeadsDatabase(server.leadsDb, { readonly: true });
  try {
    return [...findLeads(db), ...findLeads(db, { held: true })].find((lead) => lead.fields.name === name);
  } finally {
    db.close();
  }
}

describe('POST / with the attribution a widget adds', () => {
  it('stores a widget post with every attribution field, not held, and reads the values back', async () => {
    const body = widgetPost('Every Tag', everyTag);
    expect((await postForm(server, encodeFormBody(body))).status).toBe(200);
    const row = rowOf('Every Tag');
    expect(row).toMatchObject({ held: 0, reasons: '[]', extras: null, partner: 'lakeview-strata' });
    expect(Object.entries(JSON.parse(String(row.fields)))).toEqual(storedFields(body).fields);
    const { partner, ...pageTags } = everyTag;
    expect(leadOf('Every Tag')).toMatchObject({ held: false, partner, attribution: pageTags });
  });

  it('stores only the tags the host page had', async () => {
    await postForm(server, encodeFormBody(widgetPost('Some Tags', { partner: 'acme', page: 'https://acme.example/', utm_source: 'fb' })));
    expect(leadOf('Some Tags')).toMatchObject({
      held: false,
      partner: 'acme',
      attribution: { page: 'https://acme.example/', utm_source: 'fb' },
    });
  });

  it('holds a lead whose UTM tag is over its limit, keeping the first 200 characters, as for any over-long value', async () => {
    const response = await postForm(server, encodeFormBody(widgetPost('Long Tag', { ...everyTag, utm_campaign: 'c'.repeat(250) })));
    expect(response.status).toBe(200);
    expect(leadOf('Long Tag')).toMatchObject({
      held: true,
      reasons: ['"utm_campaign" was 250 characters long; the first 200 are kept'],
      attribution: { utm_campaign: 'c'.repeat(200) },
    });
  });

  it('stores no attribution for a post from the site itself, which sends the bare form body (product rules §3.2, §8.3)', async () => {
    expect((await postForm(server, encodeFormBody(withName(formBodies[2], 'From The Site')))).status).toBe(200);
    expect(rowOf('From The Site')).toMatchObject({ held: 0, partner: null, attribution: null });
    expect(leadOf('From The Site')?.attribution).toEqual({});
  });
});
