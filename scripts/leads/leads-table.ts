// Leads as a plain-text table for the terminal, safe to print whatever visitors typed.
import type { StoredLead } from '../../server/leads/stored-leads';
import { businessTime } from '../../server/notify/business-time';
import { textTable } from '../text-table';

const mainFields = ['name', 'email', 'phone'];

// C0 and C1 controls (a stored escape sequence could rewrite the terminal) and bidi overrides (could reorder the columns).
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g; // eslint-disable-line no-control-regex

/** `text` fit for one cell of `width` characters: controls and bidi overrides blanked, cut with an ellipsis. */
export function cell(text: string | null | undefined, width: number): string {
  const clean = (text ?? '').replace(unsafeCharacters, ' ').trim();
  const characters = [...clean];
  return characters.length > width ? `${characters.slice(0, width - 1).join('')}…` : clean;
}

/** The fields beyond name, email and phone, as "key: value; …", empty ones left out. */
function details(fields: Record<string, string>): string {
  return Object.entries(fields)
    .filter(([key, value]) => !mainFields.includes(key) && value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ');
}

/** The fields the form did not know, as "key: value" details, so the owner sees all a held post carried. */
function extrasOf(lead: StoredLead): Record<string, string> {
  return Object.fromEntries(Object.entries(lead.extras ?? {}).map(([key, values]) => [`(extra) ${key}`, values.join(' | ')]));
}

/** A column-aligned table of `leads`, with a Spam column when `showSpam`, why each is held when `showReasons`, and a count at the end. */
export function leadsTable(leads: readonly StoredLead[], { showSpam = false, showReasons = false } = {}): string {
  if (leads.length === 0) return 'No leads match.\n';
  const header = [
    'ID',
    'Received',
    'Form',
    'Name',
    'Email',
    'Phone',
    'Partner',
    ...(showSpam ? ['Spam'] : []),
    ...(showReasons ? ['Held because'] : []),
    'Details',
  ];
  const rows = leads.map((lead) => [
    String(lead.id),
    businessTime(lead.receivedAt),
    lead.formName,
    cell(lead.fields.name, 24),
    cell(lead.fields.email, 32),
    cell(lead.fields.phone, 20),
    cell(lead.partner, 20) || '-',
    ...(showSpam ? [lead.spam ? 'spam' : ''] : []),
    ...(showReasons ? [cell(lead.reasons.join('; '), 60)] : []),
    cell(details({ ...lead.fields, ...lead.attribution, ...extrasOf(lead) }), 70),
  ]);
  const count = `${leads.length} lead${leads.length === 1 ? '' : 's'}.`;
  return `${[...textTable([header, ...rows]), '', count].join('\n')}\n`;
}
