// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexText, loadLine, speedLine, speedRange } from '../../../scripts/bench/machine-state';

describe('the machine state a benchmark prints', () => {
  it('gives the range of several runs', () => {
    expect(speedRange([2682, 2312, 2883])).toEqual({ lowest: 2312, highest: 2883 });
    expect(speedRange([])).toBeUndefined();
  });

  it('words the range, or the one index all runs had', () => {
    expect(speedLine([2682, 2312, 2883])).toBe('Lighthouse benchmark index 2,312-2,883 over the runs');
    expect(speedLine([2500, 2500])).toBe('Lighthouse benchmark index 2,500 over the runs');
    expect(speedLine([])).toBe('no benchmark index');
    expect(indexText(12345)).toBe('12,345');
    expect(speedLine([2380.5])).toBe('Lighthouse benchmark index 2,381 over the runs');
  });

  it('words the load averages and the cores', () => {
    expect(loadLine()).toMatch(/^load average \d+\.\d\d, \d+\.\d\d, \d+\.\d\d on \d+ cores$/);
  });
});
