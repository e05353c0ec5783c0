// The one-time estimate (product rules §5.1). Pure: no React, no DOM.
import { estimateRange, oneTimePackages, type OneTimePackage, type PackageId } from './one-time-rates.ts';

export interface OneTimeEstimate {
  low: number;
  high: number;
  /** "$371 - $474": shown to the visitor and posted as estimated-price. */
  label: string;
}

/** Looks a package up by id (typed: every id has its package). */
export function oneTimePackage(id: PackageId): OneTimePackage {
  return oneTimePackages.find((pkg) => pkg.id === id)!;
}

/** Price range for an area in square feet and a package. */
export function oneTimeEstimate(area: number, packageId: PackageId): OneTimeEstimate {
  const pkg = oneTimePackage(packageId);
  const base = area * pkg.ratePerSqFt * (1 - pkg.discountPercent / 100);
  const low = Math.round(base * estimateRange.low);
  const high = Math.round(base * estimateRange.high);
  return { low, high, label: `${formatDollars(low)} - ${formatDollars(high)}` };
}

/** "$1,110" style, whole dollars. */
export function formatDollars(amount: number): string {
  return `$${formatWholeNumber(amount)}`;
}

/**
 * "10,000": rounded to a whole number and grouped in thousands, as en-CA writes it. By hand: a page's first Intl
 * number format loads ICU's locale data, which is slow on a phone.
 */
export function formatWholeNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
