// The membership price (product rules §5.3, §5.4). Pure: no React, no DOM.
import {
  comboFrequencyId,
  frequencies,
  homeSizes,
  railingOptions,
  type FrequencyId,
  type MembershipSelection,
} from './membership-rates.ts';

export interface MembershipPrice {
  /** Whole dollars billed for a year. */
  annual: number;
  monthly: number;
  /** The annual price less the free first month. */
  year1Total: number;
  year1Monthly: number;
}

/** The frequency that applies: combo is always twice a year. */
export function effectiveFrequency(selection: MembershipSelection): FrequencyId {
  return selection.plan === 'combo' ? comboFrequencyId : selection.frequency;
}

/** The selection as it is priced and posted: combo's fixed frequency, the interior add-on only with exterior. */
export function effectiveSelection(selection: MembershipSelection): MembershipSelection {
  return {
    ...selection,
    frequency: effectiveFrequency(selection),
    includeInterior: selection.plan === 'exterior' && selection.includeInterior,
  };
}

/** Membership price for a selection, or null for a home size that needs a custom quote. */
export function membershipPrice(selection: MembershipSelection): MembershipPrice | null {
  // The ids are typed: every lookup finds its entry.
  const size = homeSizes.find((candidate) => candidate.id === selection.homeSize)!;
  if (size.isCustom) return null;

  const frequencyId = effectiveFrequency(selection);
  const { multiplier } = frequencies.find((candidate) => candidate.id === frequencyId)!;
  const railing = railingOptions.find((option) => option.tier === selection.railingTier)!.price;

  const base = size.exteriorBase;
  const interiorWork = base * size.sizeFactor;
  let rate: number;
  if (selection.plan === 'exterior') {
    rate = base * multiplier + (selection.includeInterior ? interiorWork * multiplier : 0);
  } else if (selection.plan === 'full') {
    rate = (base + interiorWork) * multiplier;
  } else {
    rate = (2 * base + interiorWork) * multiplier;
  }
  rate += multiplier > 1 ? railing * multiplier : railing;

  const annual = Math.round(rate * 12);
  const monthly = Math.round(annual / 12);
  const year1Total = annual - monthly;
  return { annual, monthly, year1Total, year1Monthly: Math.round(year1Total / 12) };
}
