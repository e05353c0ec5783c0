import { describe, expect, it } from 'vitest';
import { partnerIdFor, partnerNameLimit, readPartnerName } from '../../../site/partners/partner-name';

describe('readPartnerName', () => {
  it('is empty for nothing or spaces', () => {
    expect(readPartnerName('')).toEqual({ state: 'empty' });
    expect(readPartnerName('   \t ')).toEqual({ state: 'empty' });
  });

  it('trims the name and makes each run of spaces one', () => {
    expect(readPartnerName('  acme-strata ')).toEqual({ state: 'ok', partner: 'acme-strata' });
    expect(readPartnerName(' Acme   Strata ')).toMatchObject({ state: 'ok', partner: 'Acme Strata' });
  });

  it('takes exactly the widgets’ limit of 100 characters, and refuses one more with its length', () => {
    expect(partnerNameLimit).toBe(100);
    expect(readPartnerName(`  ${'a'.repeat(100)}  `)).toEqual({ state: 'ok', partner: 'a'.repeat(100) });
    expect(readPartnerName('a'.repeat(101))).toEqual({ state: 'too-long', length: 101 });
  });

  it('suggests a short id for a name with capitals, spaces or signs', () => {
    expect(readPartnerName('Acme Strata Ltd.')).toEqual({ state: 'ok', partner: 'Acme Strata Ltd.', suggestion: 'acme-strata-ltd' });
  });

  it('suggests nothing for a name that is already an id, or that reduces to too little to read', () => {
    expect(readPartnerName('acme-strata')).toEqual({ state: 'ok', partner: 'acme-strata' });
    expect(readPartnerName('北京物业 1')).toEqual({ state: 'ok', partner: '北京物业 1' });
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
