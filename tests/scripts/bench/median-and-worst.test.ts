// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { medianAndWorst } from '../../../scripts/bench/median-and-worst';

describe('medianAndWorst', () => {
  it('takes the middle value of an odd count and the lowest score as the worst', () => {
    expect(medianAndWorst([0.97, 0.91, 0.95], 'higher')).toEqual({ median: 0.95, worst: 0.91 });
  });

  it('takes the highest duration as the worst', () => {
    expect(medianAndWorst([120, 340, 90, 200, 110], 'lower')).toEqual({ median: 120, worst: 340 });
  });

  it('averages the middle two of an even count', () => {
    expect(medianAndWorst([40, 10, 30, 20], 'lower')).toEqual({ median: 25, worst: 40 });
  });

  it('gives one run as both its median and its worst', () => {
    expect(medianAndWorst([1970], 'lower')).toEqual({ median: 1970, worst: 1970 });
  });

  it('refuses no values rather than print NaN', () => {
    expect(() => medianAndWorst([], 'lower')).toThrow(/at least one/);
  });
});
