import { describe, expect, it } from 'vitest';
import { formatWholeNumber, oneTimeEstimate } from '../../../common/pricing/one-time-estimate';
import type { PackageId } from '../../../common/pricing/one-time-rates';

// Worked by hand from product rules §5.1: base = area x factor, low = round(base x 0.9), high = round(base x 1.15).
const table: Array<[area: number, packageId: PackageId, low: number, high: number]> = [
  [500, 'home-essentials', 124, 158],
  [1500, 'home-essentials', 371, 474],
  [3000, 'home-essentials', 741, 947],
  [500, 'home-care', 159, 203],
  [1500, 'home-care', 477, 609],
  [3000, 'home-care', 953, 1218],
  [500, 'home-refresh', 218, 279],
  [1500, 'home-refresh', 655, 837],
  [3000, 'home-refresh', 1310, 1674],
  [500, 'home-complete', 243, 310],
  [1500, 'home-complete', 728, 930],
  [3000, 'home-complete', 1456, 1861],
];

describe('oneTimeEstimate', () => {
  it.each(table)('prices %i sq ft of %s at $%i - $%i', (area, packageId, low, high) => {
    const estimate = oneTimeEstimate(area, packageId);
    expect(estimate.low).toBe(low);
    expect(estimate.high).toBe(high);
  });

  it('labels the defaults as in product rules §5.1', () => {
    expect(oneTimeEstimate(1500, 'home-essentials').label).toBe('$371 - $474');
  });

  it('groups thousands in the label', () => {
    expect(oneTimeEstimate(3000, 'home-complete').label).toBe('$1,456 - $1,861');
  });

  it('prices the custom-size limits', () => {
    expect(oneTimeEstimate(100, 'home-essentials').label).toBe('$25 - $32');
    expect(oneTimeEstimate(10_000, 'home-essentials').label).toBe('$2,471 - $3,157');
  });
});

describe('formatWholeNumber', () => {
  it.each([0, 7, 999, 1000, 1500, 10000, 123456, 1234567, -1234, 999999999])('writes %d as en-CA does', (value) => {
    expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-CA'));
  });

  it('rounds to a whole number first', () => {
    expect(formatWholeNumber(1234.6)).toBe('1,235');
  });
});
