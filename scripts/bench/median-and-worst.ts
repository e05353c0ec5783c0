// The two figures a benchmark prints for a measure taken over several runs: the median and the worst.

/** Whether a bigger value is the better one (a score) or the worse one (a duration). */
export type Better = 'higher' | 'lower';

/** The median of `values` (the mean of the middle two for an even count) and the worst of them. */
export function medianAndWorst(values: readonly number[], better: Better): { median: number; worst: number } {
  if (values.length === 0) throw new Error('medianAndWorst needs at least one value.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, worst: better === 'higher' ? sorted[0] : sorted[sorted.length - 1] };
}
