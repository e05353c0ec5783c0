// The organisation name a partner types on the partners page, and the one partner id every piece of code credits
// (product rules §8.6): what is kept, and what is refused.
import { attributionLimits } from '../../common/contract/field-limits';
import { partnerIdFor } from '../../common/widget-settings/partner-id';

/** The longest name the page takes, the longest partner value a widget accepts (widget-attributes.ts). */
export const partnerNameLimit = attributionLimits.partner;

/** The partner the page's examples credit until a name is typed. */
export const examplePartner = 'acme-strata';

export type PartnerName =
  | { state: 'empty' }
  | { state: 'too-long'; length: number }
  /** A name with no Latin letter to make an id of. */
  | { state: 'no-id' }
  /** `name`: as typed, for people to read; `partner`: its id, in every piece of code. */
  | { state: 'ok'; name: string; partner: string };

/** The name as typed (trimmed, each run of spaces made one) and its partner id, when it makes one. */
export function readPartnerName(text: string): PartnerName {
  const name = text.trim().replace(/\s+/g, ' ');
  if (!name) return { state: 'empty' };
  if (name.length > partnerNameLimit) return { state: 'too-long', length: name.length };
  const partner = partnerIdFor(name);
  return /[a-z]/.test(partner) ? { state: 'ok', name, partner } : { state: 'no-id' };
}
