import { describe, expect, it } from 'vitest';
import { business, hoursText } from '../../../common/content/business';

describe('hoursText', () => {
  it('shows the opening hours as product rules §1.4 states them', () => {
    expect(business.hours.map(hoursText)).toEqual(['Mon-Fri: 8AM-6PM', 'Sat: 9AM-4PM']);
  });

  it('names a single day alone, and keeps the minutes of a half hour', () => {
    expect(hoursText({ days: ['Su'], opens: '12:00', closes: '17:30' })).toBe('Sun: 12PM-5:30PM');
    expect(hoursText({ days: ['Mo', 'Tu'], opens: '00:00', closes: '09:15' })).toBe('Mon-Tue: 12AM-9:15AM');
  });
});
