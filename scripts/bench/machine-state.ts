// How fast and how busy the machine was while a benchmark ran, printed with its figures. The same page misses more
// frames on a machine that other work slows, so a run's figures are read beside these.
import { cpus, loadavg } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'playwright-core';

/** The machine's load averages over 1, 5 and 15 minutes, and its number of cores. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${cpus().length} cores`;

/**
 * Lighthouse's benchmark index of the browser's machine now, as Lighthouse reports it in its results
 * (`environment.benchmarkIndex`): how many times a second a page's script builds a long string and copies a long
 * array, over one second, unthrottled. Higher is faster; a machine slowed by other work scores lower.
 */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

/** The lowest and highest of some benchmark indexes, or undefined for none. */
export function speedRange(indexes: readonly number[]): { lowest: number; highest: number } | undefined {
  if (indexes.length === 0) return undefined;
  return { lowest: Math.min(...indexes), highest: Math.max(...indexes) };
}

/** The benchmark indexes of several runs in words: "Lighthouse benchmark index 2,310-2,880 over the runs". */
export function speedLine(indexes: readonly number[]): string {
  const range = speedRange(indexes);
  if (!range) return 'no benchmark index';
  const { lowest, highest } = range;
  return `Lighthouse benchmark index ${lowest === highest ? indexText(lowest) : `${indexText(lowest)}-${indexText(highest)}`} over the runs`;
}

/** A benchmark index as printed, whole (Lighthouse's own is the mean of two, and may end in .5): 2,681. */
export const indexText = (index: number) => Math.round(index).toLocaleString('en-US');
