// @vitest-environment node
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium';
import { benchmarkIndex, indexText, loadLine, speedLine, speedRange } from '../../../scripts/bench/machine-state';

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

  it("scores the browser's machine with Lighthouse's benchmark, in a page of its own that it closes", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const index = await benchmarkIndex(browser);
      expect(Number.isInteger(index)).toBe(true);
      // A score came back: any working machine scores far above 100 (this kind of machine, in the thousands).
      expect(index).toBeGreaterThan(100);
      expect(browser.contexts()).toHaveLength(0);
    } finally {
      await browser.close();
    }
  }, 20_000);
});
