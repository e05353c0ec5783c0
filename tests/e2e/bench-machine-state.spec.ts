// The benchmarks' measure of how fast the machine is (scripts/bench/machine-state.ts), taken in the tests' browser.
import { expect, test } from '@playwright/test';
import { benchmarkIndex } from '../../scripts/bench/machine-state';

test("scores the browser's machine with Lighthouse's benchmark, in a page of its own that it closes", async ({ browser }) => {
  const contexts = browser.contexts().length;
  const index = await benchmarkIndex(browser);
  expect(Number.isInteger(index)).toBe(true);
  // A score came back: any working machine scores far above 100 (this kind of machine, in the thousands).
  expect(index).toBeGreaterThan(100);
  expect(browser.contexts()).toHaveLength(contexts);
});
