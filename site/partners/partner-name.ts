// The organisation name a partner types on the partners page, read as the widgets' partner value (product rules
// §8.2): what is kept, what is refused, and the short id the page may suggest instead.
import { attributionLimits } from '../../common/contract/field-limits';

/** The longest partner value a widget accepts; a longer one it ignores, crediting nobody (widget-attributes.ts). */
export const partnerNameLimit = attributionLimits.partner;

/** The partner the page's examples credit until a name is typed. */
export const examplePartner = 'acme-strata';

export type PartnerName =
  | { state: 'empty' }
  | { state: 'too-long'; length: number }
  /** `suggestion`: a short id for the same name, when one reads well and differs from it. */
  | { state: 'ok'; partner: string; suggestion?: string };

/** "acme-strata-ltd" for "Acme Strata Ltd.": lower-case letters and digits joined by dashes, accents dropped. */
export function partnerIdFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s*[&+]\s*/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, partnerNameLimit)
    .replace(/^-+|-+$/g, '');
}

/** The partner value of what was typed: trimmed, each run of spaces made one, and at most partnerNameLimit long. */
export function readPartnerName(text: string): PartnerName {
  const partner = text.trim().replace(/\s+/g, ' ');
  if (!partner) return { state: 'empty' };
  if (partner.length > partnerNameLimit) return { state: 'too-long', length: partner.length };
  const id = partnerIdFor(partner);
  // Two letters at least, so that a name in another script, reduced to a digit or two, is not offered.
  const readsWell = id !== partner && (id.match(/[a-z]/g) ?? []).length >= 2;
  return readsWell ? { state: 'ok', partner, suggestion: id } : { state: 'ok', partner };
}
