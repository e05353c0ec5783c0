// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../../../server/leads/stored-leads';
import { leadsTable } from '../../../scripts/leads/leads-table';
import { storedLead } from './stored-lead';

const lead = (id: number, fields: Record<string, string>, extra: Partial<StoredLead> = {}): StoredLead =>
  storedLead({ id, formName: 'quote-request', fields, ...extra });

describe('leadsTable', () => {
  it('lines the columns up and ends with a count', () => {
    const table = leadsTable([
      lead(2, { name: 'Avery Chen', email: 'avery@example.com', phone: '250-555-0199', 'home-size': '1500' }, { partner: 'acme' }),
      lead(1, { name: 'Jo', email: 'jo@example.com', phone: '1', services: 'Window Cleaning' }),
    ]);
    const lines = table.trimEnd().split('\n');
    expect(lines[0].split(/ {2,}/)).toEqual(['ID', 'Received', 'Form', 'Name', 'Email', 'Phone', 'Partner', 'Details']);
    expect(lines[1].indexOf('avery@example.com')).toBe(lines[0].indexOf('Email'));
    expect(lines[2].indexOf('jo@example.com')).toBe(lines[0].indexOf('Email'));
    expect(lines[1]).toContain('home-size: 1500');
    expect(lines[1]).toContain('acme');
    expect(lines[2]).toContain('services: Window Cleaning');
    expect(lines.at(-1)).toBe('2 leads.');
  });

  it('shows when each lead arrived on the business’s clock, whatever the machine’s zone, and names the zone', () => {
    // Received 2025-03-01T17:05Z: 09:05 in Kelowna, in winter time.
    expect(leadsTable([lead(1, { name: 'Jo' })]).split('\n')[1]).toContain('2025-03-01 09:05 PST');
  });

  it('prints what visitors typed without letting it steer the terminal', () => {
    const table = leadsTable([lead(1, { name: 'Evil\u001b[2J\u001b]0;owned\u0007', notes: 'line 1\nline 2\u202Ereversed' })]);
    for (const character of ['\u001b', '\u0007', '\u202e']) expect(table).not.toContain(character);
    expect(table.trimEnd().split('\n')).toHaveLength(4);
  });

  it("adds the page a widget was on and its UTM tags to the details, after the form's fields", () => {
    const table = leadsTable([
      lead(1, { name: 'Jo', notes: 'hi' }, { partner: 'acme', attribution: { page: 'https://acme.example/', utm_source: 'fb' } }),
    ]);
    expect(table).toContain('notes: hi; page: https://acme.example/; utm_source: fb');
  });

  it('shortens long cells with an ellipsis', () => {
    expect(leadsTable([lead(1, { name: 'N'.repeat(100) })])).toContain(`${'N'.repeat(23)}…`);
  });

  it('adds a Spam column only when spam is shown', () => {
    expect(leadsTable([lead(1, {})])).not.toContain('Spam');
    expect(leadsTable([lead(1, {}, { spam: true })], { showSpam: true })).toMatch(/Spam[\s\S]*spam/);
  });

  it('says so when nothing matches', () => {
    expect(leadsTable([])).toBe('No leads match.\n');
  });
});
