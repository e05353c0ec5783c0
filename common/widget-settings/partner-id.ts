// The one partner id a partner's leads are credited and counted under (product rules §8.6): what the partners page
// writes into every snippet, and what the partners report sums a partner's leads by.
import { attributionLimits } from '../contract/field-limits';

/** "acme-strata-ltd" for "Acme Strata Ltd.": lower-case letters and digits joined by dashes, accents dropped. */
export function partnerIdFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s*[&+]\s*/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, attributionLimits.partner)
    .replace(/^-+|-+$/g, '');
}
