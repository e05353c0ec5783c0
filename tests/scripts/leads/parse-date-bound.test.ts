// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDateBound } from '../../../scripts/leads/parse-date-bound';

describe('parseDateBound', () => {
  it('starts --since at local midnight of a bare date', () => {
    expect(parseDateBound('2025-03-01', 'since')).toEqual(new Date(2025, 2, 1));
  });

  it('ends --until at the next local midnight, so the whole day is included', () => {
    expect(parseDateBound('2025-03-01', 'until')).toEqual(new Date(2025, 2, 2));
    expect(parseDateBound('2025-12-31', 'until')).toEqual(new Date(2026, 0, 1));
  });

  it('takes a date and time as written, in local time unless a zone is given', () => {
    expect(parseDateBound('2025-03-01T14:30', 'since')).toEqual(new Date(2025, 2, 1, 14, 30));
    expect(parseDateBound('2025-03-01 14:30', 'until')).toEqual(new Date(2025, 2, 1, 14, 30));
    expect(parseDateBound('2025-03-01T14:30:00Z', 'since').toISOString()).toBe('2025-03-01T14:30:00.000Z');
    expect(parseDateBound('2025-03-01T14:30:00-08:00', 'since').toISOString()).toBe('2025-03-01T22:30:00.000Z');
  });

  it('names the option and the bad value for anything else', () => {
    for (const text of ['yesterday', '2025-02-30', '2025-13-01', '01/03/2025', '2025-03-01T25:00']) {
      expect(() => parseDateBound(text, 'since'), text).toThrow(
        `--since must be a date such as 2025-03-01 or 2025-03-01T14:30, not "${text}".`,
      );
    }
  });
});
