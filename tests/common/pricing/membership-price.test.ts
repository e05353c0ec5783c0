import { describe, expect, it } from 'vitest';
import { membershipFrom } from '../../../common/pricing/membership-from';
import { effectiveFrequency, membershipPrice } from '../../../common/pricing/membership-price';
import { formatDollars } from '../../../common/pricing/one-time-estimate';
import { defaultMembershipSelection, type MembershipSelection } from '../../../common/pricing/membership-rates';

type Row = [
  label: string,
  selection: Partial<MembershipSelection>,
  annual: number,
  monthly: number,
  year1Total: number,
  year1Monthly: number,
];

// The first eleven rows are the worked examples of product rules §5.4, the first five its reference cases; the last
// two were worked by hand the same way (§5.3).
const table: Row[] = [
  ['small exterior 1x', { homeSize: 'small', frequency: '1x' }, 420, 35, 385, 32],
  ['medium exterior 2x (the defaults)', {}, 1110, 93, 1017, 85],
  ['medium exterior 2x with interior', { includeInterior: true }, 2442, 204, 2238, 187],
  ['medium combo', { plan: 'combo' }, 3552, 296, 3256, 271],
  ['large full 4x', { homeSize: 'large', plan: 'full', frequency: '4x' }, 8190, 683, 7507, 626],
  ['railing tier 1 at 1x, not multiplied', { homeSize: 'small', frequency: '1x', railingTier: 1 }, 1140, 95, 1045, 87],
  ['railing tier 2 at 2x, multiplied by 1.85', { railingTier: 2 }, 3774, 315, 3459, 288],
  ['railing tier 3 at 4x, multiplied by 3.5', { homeSize: 'large', frequency: '4x', railingTier: 3 }, 10290, 858, 9432, 786],
  ['railing tier 1 on full 1x', { plan: 'full', frequency: '1x', railingTier: 1 }, 2040, 170, 1870, 156],
  ['small combo', { homeSize: 'small', plan: 'combo' }, 2059, 172, 1887, 157],
  ['combo ignores a 1x frequency, railing included', { plan: 'combo', frequency: '1x', railingTier: 3 }, 7548, 629, 6919, 577],
  ['interior on large exterior 1x', { homeSize: 'large', frequency: '1x', includeInterior: true }, 2340, 195, 2145, 179],
  ['interior on small exterior 4x', { homeSize: 'small', frequency: '4x', includeInterior: true }, 2426, 202, 2224, 185],
];

describe('membershipPrice', () => {
  it.each(table)('prices %s', (_label, patch, annual, monthly, year1Total, year1Monthly) => {
    expect(membershipPrice({ ...defaultMembershipSelection, ...patch })).toEqual({ annual, monthly, year1Total, year1Monthly });
  });

  it('ignores the interior add-on outside the exterior plan', () => {
    const full = { ...defaultMembershipSelection, plan: 'full' as const };
    expect(membershipPrice({ ...full, includeInterior: true })).toEqual(membershipPrice(full));
  });

  it('gives no price for an estate home, which needs a custom quote', () => {
    expect(membershipPrice({ ...defaultMembershipSelection, homeSize: 'estate' })).toBeNull();
  });

  it('starts at the "from" price the site promises, the smallest home once a year (product rules §1.4, §5.5)', () => {
    const smallest = membershipPrice({ ...defaultMembershipSelection, homeSize: 'small', frequency: '1x' });
    expect(membershipFrom).toBe('$35/month');
    expect(membershipFrom).toBe(`${formatDollars(smallest?.monthly ?? 0)}/month`);
  });
});

describe('effectiveFrequency', () => {
  it('is always twice a year for combo', () => {
    expect(effectiveFrequency({ ...defaultMembershipSelection, plan: 'combo', frequency: '4x' })).toBe('2x');
  });

  it('is the chosen frequency for the other plans', () => {
    expect(effectiveFrequency({ ...defaultMembershipSelection, plan: 'full', frequency: '4x' })).toBe('4x');
  });
});
