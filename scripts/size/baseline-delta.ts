// Compares an entry with the baseline; growth over 5 % is flagged for a second look.

/** Growth above this fraction of the baseline is marked in the reports. */
export const notableGrowth = 0.05;

export interface BaselineDelta {
  bytes: number;
  /** Change as a fraction of the baseline. */
  ratio: number;
  /** True when the entry grew by more than `notableGrowth`. */
  notable: boolean;
}

/** The change from `baseline` to `current` gzip bytes, or null when the entry has no baseline. */
export function baselineDelta(current: number, baseline: number | undefined): BaselineDelta | null {
  if (baseline === undefined || baseline <= 0) return null;
  const ratio = (current - baseline) / baseline;
  return { bytes: current - baseline, ratio, notable: ratio > notableGrowth };
}
