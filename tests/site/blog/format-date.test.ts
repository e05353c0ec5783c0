import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../site/blog/format-date';

describe('formatDate', () => {
  it('spells out the month, whatever the time zone', () => {
    expect(formatDate('2024-12-22')).toBe('December 22, 2024');
    expect(formatDate('2024-11-01')).toBe('November 1, 2024');
  });
});
