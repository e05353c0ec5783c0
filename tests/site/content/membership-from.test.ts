import { describe, expect, it } from 'vitest';
import { membershipFrom as fromRates } from '../../../common/pricing/membership-from';
import { membershipFrom } from '../../../site/content/membership-from';

describe('membershipFrom on the site', () => {
  it('is the price the membership rates give, fixed when the site is built', () => {
    expect(membershipFrom).toBe(fromRates);
    expect(membershipFrom).toBe('$35/month');
  });
});
