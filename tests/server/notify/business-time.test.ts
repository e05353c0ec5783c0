// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { businessTime } from '../../../server/notify/business-time';

describe('businessTime', () => {
  it.each([
    ['in summer, seven hours behind UTC', '2025-06-01T17:04:05.000Z', '2025-06-01 10:04 PDT'],
    ['in winter, eight hours behind UTC', '2025-01-15T07:30:00.000Z', '2025-01-14 23:30 PST'],
    ['at midnight, as 00 and not 24', '2025-06-02T07:00:00.000Z', '2025-06-02 00:00 PDT'],
  ])('shows an instant %s on the business’s clock, its zone named', (_, iso, shown) => {
    expect(businessTime(iso)).toBe(shown);
  });
});
