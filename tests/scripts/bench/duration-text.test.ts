// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { durationText } from '../../../scripts/bench/duration-text';

const limits = { threshold: 16, budget: 40 };

describe('durationText', () => {
  it('prints a duration under the threshold as below it', () => {
    expect(durationText(8, limits)).toBe('<16');
    expect(durationText(15.9, limits)).toBe('<16');
  });

  it('prints whole milliseconds', () => {
    expect(durationText(16, limits)).toBe('16');
    expect(durationText(32.4, limits)).toBe('32');
    expect(durationText(40, limits)).toBe('40');
    expect(durationText(40.6, limits)).toBe('41');
    expect(durationText(63.5, limits)).toBe('64');
  });

  it('keeps the decimals of a duration just over the budget, which rounding would print as the budget', () => {
    expect(durationText(40.3, limits)).toBe('40.3');
    expect(durationText(40.04, limits)).toBe('40.04');
    expect(durationText(40.001, limits)).toBe('>40');
  });
});
