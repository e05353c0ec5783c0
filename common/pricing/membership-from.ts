// The "from $35/month" price memberships are advertised at (product rules §1.4, §5.5), derived from the rates.
import { membershipPrice } from './membership-price.ts';
import { frequencies, homeSizes, plans } from './membership-rates.ts';
import { formatDollars } from './one-time-estimate.ts';

/** The lowest monthly price of any membership without add-ons (product rules §5.5). */
function lowestMonthly(): number {
  const monthly = homeSizes.flatMap((size) =>
    plans.flatMap((plan) =>
      frequencies.map(
        (frequency) =>
          membershipPrice({ homeSize: size.id, plan: plan.id, frequency: frequency.id, railingTier: 0, includeInterior: false })?.monthly ??
          Infinity,
      ),
    ),
  );
  return Math.min(...monthly);
}

/** "$35/month", as the footer and the services page show it. */
export const membershipFrom = `${formatDollars(lowestMonthly())}/month`;
