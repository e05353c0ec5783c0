// `npm run leads -- partners`: how many leads each partner's widgets sent, month by month, and what they were quoted.
import { business } from '../../common/content/business';
import { formNames, isFormName, type FormName } from '../../common/contract/form-fields';
import { formatDollars } from '../../common/pricing/one-time-estimate';
import { partnerIdFor } from '../../common/widget-settings/partner-id';
import type { StoredLead } from '../../server/leads/stored-leads';
import { textTable } from '../text-table';
import { cell } from './leads-table';

/** The business's time zone: a lead counts in the month it arrived in, as the owner's calendar shows it. */
export const reportTimeZone = business.timeZone;

const yearMonth = new Intl.DateTimeFormat('en-CA', { timeZone: reportTimeZone, year: 'numeric', month: '2-digit' });

/** "2025-03": the month the instant `iso` falls in, in the business's time zone. */
export function monthOf(iso: string): string {
  const parts = yearMonth.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

const dollars = String.raw`\$(\d{1,3}(?:,\d{3})+|\d+)`;
const estimateRange = new RegExp(`^${dollars} - ${dollars}$`);

/** The low end of a one-time estimate as the calculator posts it ("$1,234 - $1,578" is 1234), or null for anything else. */
export function estimateLowEnd(text: string | undefined): number | null {
  const match = estimateRange.exec(text?.trim() ?? '');
  return match ? Number(match[1].replaceAll(',', '')) : null;
}

/** A membership's monthly price as the calculator posts it ("93"), or null for anything else. */
function monthlyPrice(text: string | undefined): number | null {
  const price = text?.trim() ?? '';
  return /^\d+(\.\d{1,2})?$/.test(price) ? Number(price) : null;
}

/** One row of the report: a partner by its id (null for the business's own site) in one month. */
export interface PartnerMonth {
  partner: string | null;
  month: string;
  leads: Record<FormName, number>;
  /** The low ends of the one-time estimates of its calculator quotes, added up. */
  estimateLowEnds: number;
  /** The monthly prices of its membership requests, added up. */
  monthlyPrices: number;
}

/** Which months to count, "2025-03" style, both ends included; either may be left open. */
export interface MonthRange {
  from?: string;
  to?: string;
}

/**
 * The rows for `leads`: held and spam leads left out, one row per partner and month in `range`,
 * partners in alphabetical order with the business's own site last, each partner's months in order.
 */
export function partnerMonths(leads: readonly StoredLead[], { from, to }: MonthRange = {}): PartnerMonth[] {
  const rows = new Map<string, PartnerMonth>();
  for (const lead of leads) {
    if (lead.held || lead.spam || !isFormName(lead.formName)) continue;
    const month = monthOf(lead.receivedAt);
    if ((from && month < from) || (to && month > to)) continue;
    // "Lakeview Strata" and "lakeview-strata" are one partner, counted under its id; a name with no letter or digit
    // for an id stays as sent.
    const partner = lead.partner === null ? null : partnerIdFor(lead.partner) || lead.partner;
    const key = JSON.stringify([partner, month]);
    let row = rows.get(key);
    if (!row) {
      const none = Object.fromEntries(formNames.map((name) => [name, 0])) as Record<FormName, number>;
      row = { partner, month, leads: none, estimateLowEnds: 0, monthlyPrices: 0 };
      rows.set(key, row);
    }
    row.leads[lead.formName] += 1;
    if (lead.formName === 'quote-request') row.estimateLowEnds += estimateLowEnd(lead.fields['estimated-price']) ?? 0;
    if (lead.formName === 'membership-quote') row.monthlyPrices += monthlyPrice(lead.fields.monthlyPrice) ?? 0;
  }
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows.values()].sort(
    (a, b) =>
      Number(a.partner === null) - Number(b.partner === null) || byText(a.partner ?? '', b.partner ?? '') || byText(a.month, b.month),
  );
}

/** "from 2025-03 to 2025-06", "from 2025-03 on", "up to 2025-06", or nothing for every month. */
function rangeText({ from, to }: MonthRange): string {
  if (from && to) return ` from ${from} to ${to}`;
  if (from) return ` from ${from} on`;
  return to ? ` up to ${to}` : '';
}

/** The business's own site, in the Partner column. */
export const ownSite = '(own site)';

/**
 * The report as a column-aligned table, numbers aligned right, after a header that says which
 * time zone the months are in and what is not counted; a sentence of its own when nothing is counted.
 */
export function partnersTable(leads: readonly StoredLead[], range: MonthRange = {}): string {
  const rows = partnerMonths(leads, range);
  const excluded = 'Held (quarantined) and spam leads are not counted.';
  if (rows.length === 0) return `No leads to count${rangeText(range)}. ${excluded}\n`;
  const header = ['Partner', 'Month', ...formNames, 'One-time estimates (low ends)', 'Memberships (per month)'];
  const cells = rows.map((row) => [
    cell(row.partner, 30) || (row.partner === null ? ownSite : '-'),
    row.month,
    ...formNames.map((name) => String(row.leads[name])),
    formatDollars(row.estimateLowEnds),
    formatDollars(row.monthlyPrices),
  ]);
  const total = rows.reduce((sum, row) => sum + formNames.reduce((count, name) => count + row.leads[name], 0), 0);
  return [
    `Leads by partner and month${rangeText(range)}, months in ${reportTimeZone} time. ${excluded} ${ownSite} is the business's own site.`,
    '',
    // Partner and month read from the left; the numbers line up on the right, under their titles.
    ...textTable([header, ...cells], [false, false, ...header.slice(2).map(() => true)]),
    '',
    `${total} lead${total === 1 ? '' : 's'} counted.`,
    '',
  ].join('\n');
}
