// @vitest-environment node
// Releasing a held post means "not spam": a browser that autofilled the hidden field is the usual false positive.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLeadStore } from '../../../server/leads/lead-store';
import { findLeads, purgeSpam, releaseLead } from '../../../server/leads/stored-leads';
import { lead, testFolder } from './lead-fixtures';

const folder = testFolder('release-');

describe('releasing a post held as spam', () => {
  it('clears its spam mark, so the spam retention never deletes it', async () => {
    const store = openLeadStore(join(folder(), 'leads.sqlite'));
    const autofilled = { ...lead('Autofilled Annie'), spam: true, reasons: ['the hidden bot-field was filled (spam)'] };
    const id = (await store.save(autofilled))!;
    expect(releaseLead(store.database, id, [])).not.toBe(false);
    expect(findLeads(store.database).map((row) => [row.fields.name, row.spam, row.held])).toEqual([['Autofilled Annie', false, false]]);
    expect(purgeSpam(store.database, new Date(Date.now() + 60_000))).toBe(0);
    expect(findLeads(store.database)).toHaveLength(1);
    store.close();
  });
});
