import { describe, expect, it } from 'vitest';
import { partnerIdFor } from '../../../common/widget-settings/partner-id';
import { partnerNameLimit, readPartnerName } from '../../../site/partners/partner-name';

describe('readPartnerName', () => {
  it('is empty for nothing or spaces', () => {
    expect(readPartnerName('')).toEqual({ state: 'empty' });
    expect(readPartnerName('   \t ')).toEqual({ state: 'empty' });
  });

  it('keeps the name as typed, trimmed with each run of spaces made one, and its partner id', () => {
    expect(readPartnerName(' Lakeview   Strata ')).toEqual({ state: 'ok', name: 'Lakeview Strata', partner: 'lakeview-strata' });
    expect(readPartnerName('acme-strata')).toEqual({ state: 'ok', name: 'acme-strata', partner: 'acme-strata' });
  });

  it('takes exactly the widgets’ limit of 100 characters, and refuses one more with its length', () => {
    expect(partnerNameLimit).toBe(100);
    expect(readPartnerName(`  ${'a'.repeat(100)}  `)).toEqual({ state: 'ok', name: 'a'.repeat(100), partner: 'a'.repeat(100) });
    expect(readPartnerName('a'.repeat(101))).toEqual({ state: 'too-long', length: 101 });
  });

  it('refuses a name with no Latin letter to make an id of', () => {
    expect(readPartnerName('北京物业 1')).toEqual({ state: 'no-id' });
    expect(readPartnerName('#1')).toEqual({ state: 'no-id' });
  });
});

describe('partnerIdFor', () => {
  it.each([
    ['Acme Strata', 'acme-strata'],
    ['Smith & Sons Realty', 'smith-and-sons-realty'],
    ['Jo’s Café + Bakery', 'jos-cafe-and-bakery'],
    ['  --Lakeview Towers #2-- ', 'lakeview-towers-2'],
    ['Société Générale', 'societe-generale'],
  ])('makes %j into %j', (name, id) => {
    expect(partnerIdFor(name)).toBe(id);
  });

  it('is never longer than the limit', () => {
    expect(partnerIdFor('ab '.repeat(80)).length).toBeLessThanOrEqual(partnerNameLimit);
  });
});
