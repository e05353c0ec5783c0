// @vitest-environment node
// `npm run leads -- partners` on a leads database written by the lead store: several partners, months and forms.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsReport } from '../../../scripts/leads/leads';
import { openLeadStore, type NewLead } from '../../../server/leads/lead-store';
import { openLeadsDatabase } from '../../../server/leads/leads-database';
import { findLeads, releaseLead } from '../../../server/leads/stored-leads';

let dir: string;
let env: NodeJS.ProcessEnv;

/** A lead of `formName` received at `receivedAt` (UTC) through `partner`'s widget, or the site's when null. */
function lead(receivedAt: string, partner: string | null, formName: NewLead['formName'], fields: Record<string, string> = {}): NewLead {
  return {
    formName,
    fields: { name: 'Visitor', email: 'v@example.com', phone: '250-555-0100', ...fields },
    partner,
    attribution: partner ? { page: `https://${partner}.example/` } : {},
    spam: false,
    extras: null,
    reasons: [],
    submissionId: randomUUID(),
    receivedAt,
    clientAddress: '127.0.0.1',
    userAgent: 'test',
  };
}

const calculator = (price: string) => ({ 'home-size': '1500', 'selected-package': 'Home Essentials', 'estimated-price': price });
const quotePage = { services: 'Window Cleaning' };
const membership = (monthlyPrice: string) => ({ plan: 'exterior', monthlyPrice });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leads-partners-test-'));
  env = { LEADS_DB: join(dir, 'leads.sqlite') };
  const store = openLeadStore(env.LEADS_DB!);
  const leads = [
    lead('2025-03-03T18:00:00.000Z', 'acme-strata', 'quote-request', calculator('$1,234 - $1,578')),
    lead('2025-03-10T18:00:00.000Z', 'acme-strata', 'quote-request', calculator('$371 - $474')),
    lead('2025-03-11T18:00:00.000Z', 'acme-strata', 'quote-request', quotePage),
    lead('2025-03-12T18:00:00.000Z', 'acme-strata', 'membership-quote', membership('93')),
    // 11:30 pm on March 31 in Kelowna: March, although it is April in UTC.
    lead('2025-04-01T06:30:00.000Z', 'acme-strata', 'contact', { message: 'Hi' }),
    lead('2025-04-02T18:00:00.000Z', 'acme-strata', 'membership-quote', membership('120')),
    lead('2025-04-20T18:00:00.000Z', 'acme-strata', 'membership-quote', membership('93')),
    lead('2025-03-20T18:00:00.000Z', 'lakeview-strata', 'quote-request', calculator('$12,100 - $15,488')),
    lead('2025-05-05T18:00:00.000Z', null, 'quote-request', quotePage),
    lead('2025-05-06T18:00:00.000Z', null, 'contact', { message: 'Hello' }),
    lead('2025-05-07T18:00:00.000Z', null, 'quote-request', calculator('$500 - $640')),
    // Held and spam: neither counts. A spam post the owner releases is a lead: release means "not spam".
    { ...lead('2025-03-15T18:00:00.000Z', 'acme-strata', 'quote-request', calculator('$9,000 - $9,900')), reasons: ['"email" is missing'] },
    { ...lead('2025-03-16T18:00:00.000Z', 'acme-strata', 'contact'), spam: true, reasons: ['spam'] },
    { ...lead('2025-03-17T18:00:00.000Z', 'lakeview-strata', 'contact'), spam: true, reasons: ['spam'] },
  ];
  for (const each of leads) await store.save(each);
  store.close();
  const db = openLeadsDatabase(env.LEADS_DB!);
  const releasedSpam = findLeads(db, { held: true }).find((held) => held.partner === 'lakeview-strata');
  releaseLead(db, releasedSpam!.id, []);
  db.close();
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const header =
  "Leads by partner and month, months in America/Vancouver time. Held (quarantined) and spam leads are not counted. (own site) is the business's own site.";

describe('npm run leads -- partners', () => {
  it('counts each partner’s leads per month and form, and adds up the estimates’ low ends and the monthly prices', () => {
    expect(leadsReport(['partners'], env)).toBe(
      [
        header,
        '',
        'Partner          Month    quote-request  membership-quote  contact  One-time estimates (low ends)  Memberships (per month)',
        'acme-strata      2025-03              3                 1        1                         $1,605                      $93',
        'acme-strata      2025-04              0                 2        0                             $0                     $213',
        'lakeview-strata  2025-03              1                 0        1                        $12,100                       $0',
        '(own site)       2025-05              2                 0        1                           $500                       $0',
        '',
        '12 leads counted.',
        '',
      ].join('\n'),
    );
  });

  it('keeps to the months --from and --to name, both included', () => {
    const report = leadsReport(['partners', '--from', '2025-04', '--to', '2025-05'], env);
    expect(report.split('\n')[0]).toBe(
      "Leads by partner and month from 2025-04 to 2025-05, months in America/Vancouver time. Held (quarantined) and spam leads are not counted. (own site) is the business's own site.",
    );
    expect(report).not.toContain('2025-03');
    expect(report).toContain('acme-strata  2025-04');
    expect(report).toContain('5 leads counted.');
    expect(leadsReport(['partners', '--to', '2025-03'], env)).toContain('7 leads counted.');
  });

  it('says in a sentence when there is nothing to count', () => {
    expect(leadsReport(['partners', '--from', '2026-01'], env)).toBe(
      'No leads to count from 2026-01 on. Held (quarantined) and spam leads are not counted.\n',
    );
  });

  it('says so on a database with only held leads', async () => {
    const empty = join(dir, 'held-only.sqlite');
    const store = openLeadStore(empty);
    await store.save({ ...lead('2025-03-15T18:00:00.000Z', 'acme-strata', 'contact'), spam: true, reasons: ['spam'] });
    store.close();
    expect(leadsReport(['partners'], { LEADS_DB: empty })).toBe('No leads to count. Held (quarantined) and spam leads are not counted.\n');
  });

  it('explains a bad month or an option it does not take', () => {
    expect(() => leadsReport(['partners', '--from', '2025-3'], env)).toThrow('--from must be a month such as 2025-03, not "2025-3".');
    expect(() => leadsReport(['partners', '--to', '2025-13'], env)).toThrow('--to must be a month such as 2025-03, not "2025-13".');
    expect(() => leadsReport(['partners', '--since', '2025-03-01'], env)).toThrow('partners takes --from and --to, not --since.');
    expect(() => leadsReport(['partners', '--format', 'csv'], env)).toThrow('partners prints a table only.');
    expect(() => leadsReport(['--from', '2025-03'], env)).toThrow('--from goes with partners.');
    expect(leadsReport(['--help'], env)).toMatch(/partners \[options\] +per partner and month/);
  });

  it('prints the report when run from the command line, opening the database read-only', { timeout: 30_000 }, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads/leads.ts', 'partners'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(leadsReport(['partners'], env));
  });
});
