// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { estimateLowEnd, monthOf, partnerMonths, partnersTable } from '../../../scripts/leads/partners-table';
import type { StoredLead } from '../../../server/leads/stored-leads';
import { storedLead } from './stored-lead';

const lead = (receivedAt: string, partner: string | null, extra: Partial<StoredLead> = {}): StoredLead =>
  storedLead({ receivedAt, partner, ...extra });

describe('estimateLowEnd', () => {
  it.each([
    ['$371 - $474', 371],
    ['$1,234 - $1,578', 1234],
    ['$12,100 - $15,488', 12100],
    ['$1234 - $1578', 1234],
    [' $90 - $116 ', 90],
  ])('reads %j as %d', (text, low) => {
    expect(estimateLowEnd(text)).toBe(low);
  });

  it.each(['', '371', '$371', '$1,23 - $4', 'about $300 - $400', '$371 - ', '$-5 - $4'])('reads %j as no estimate', (text) => {
    expect(estimateLowEnd(text)).toBeNull();
  });

  it('reads a missing field as no estimate', () => {
    expect(estimateLowEnd(undefined)).toBeNull();
  });
});

describe('monthOf', () => {
  it('counts a lead in the month it arrived in Kelowna, in summer (UTC-7) and winter (UTC-8) time', () => {
    expect(monthOf('2025-04-01T06:59:59.000Z')).toBe('2025-03');
    expect(monthOf('2025-04-01T07:00:00.000Z')).toBe('2025-04');
    expect(monthOf('2025-01-01T07:59:59.000Z')).toBe('2024-12');
    expect(monthOf('2025-01-01T08:00:00.000Z')).toBe('2025-01');
  });
});

describe('partnerMonths', () => {
  it('orders partners alphabetically, the business’s own site last, and each partner’s months in order', () => {
    const rows = partnerMonths([
      lead('2025-05-10T18:00:00.000Z', null),
      lead('2025-05-10T18:00:00.000Z', 'zed'),
      lead('2025-03-10T18:00:00.000Z', 'zed'),
      lead('2025-04-10T18:00:00.000Z', 'acme'),
    ]);
    expect(rows.map((row) => [row.partner, row.month])).toEqual([
      ['acme', '2025-04'],
      ['zed', '2025-03'],
      ['zed', '2025-05'],
      [null, '2025-05'],
    ]);
  });

  it('counts the partner as typed and as its partner id under the one id, as the partners page writes it', () => {
    const rows = partnerMonths([
      lead('2025-05-10T18:00:00.000Z', 'Lakeview Strata'),
      lead('2025-05-11T18:00:00.000Z', 'lakeview-strata'),
      lead('2025-05-12T18:00:00.000Z', ' Lakeview  Strata '),
      lead('2025-05-12T18:00:00.000Z', 'Résidences du Lac'),
    ]);
    expect(rows.map((row) => [row.partner, row.month, row.leads.contact])).toEqual([
      ['lakeview-strata', '2025-05', 3],
      ['residences-du-lac', '2025-05', 1],
    ]);
  });

  it('keeps a partner with no letter or digit to make an id from as it was sent', () => {
    expect(partnerMonths([lead('2025-05-10T18:00:00.000Z', '湖畔')]).map((row) => row.partner)).toEqual(['湖畔']);
  });

  it('leaves held and spam leads out, released spam included', () => {
    expect(
      partnerMonths([
        lead('2025-05-10T18:00:00.000Z', 'acme', { held: true }),
        lead('2025-05-10T18:00:00.000Z', 'acme', { spam: true, held: true }),
        lead('2025-05-10T18:00:00.000Z', 'acme', { spam: true }),
      ]),
    ).toEqual([]);
  });
});

describe('partnersTable', () => {
  it('prints what a partner name holds without letting it steer the terminal', () => {
    // A name with no letter or digit for an id is printed as sent.
    const table = partnersTable([lead('2025-05-10T18:00:00.000Z', '湖\u001b\u202E畔')]);
    for (const character of ['\u001b', '\u202e']) expect(table).not.toContain(character);
    expect(table).toContain('湖 畔');
  });
});
