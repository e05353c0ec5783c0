// The e-mail that tells the owner of one lead: a subject to sort by, every field, and links to answer with.
import escapeHtml from 'escape-html';
import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import type { FormName } from '../../common/contract/form-fields';
import { pageAttributionFields, type PageAttributionField } from '../../common/contract/form-fields';
import { businessTime } from './business-time';
import { isEmailAddress } from './notify-config';
import type { NotifiedLead } from './outbox';

/** Who sends and receives, and the site whose host names the Message-ID. */
export interface LeadEmailOptions {
  from: string;
  to: readonly string[];
  siteUrl: string;
  /** A test from `npm run leads -- notify-test`: said so in the subject and the text. */
  test?: boolean;
}

/** What each form's lead is called in a subject line. */
const formTitles: Record<FormName, string> = {
  'quote-request': 'quote request',
  'membership-quote': 'membership request',
  contact: 'message',
};

/** What each tag of where a widget's lead came from is called in the message, the tag's own name in brackets. */
const attributionLabels: Record<PageAttributionField, string> = {
  page: 'Page the form was on',
  utm_source: 'Campaign source (utm_source)',
  utm_medium: 'Campaign medium (utm_medium)',
  utm_campaign: 'Campaign name (utm_campaign)',
  utm_term: 'Campaign term (utm_term)',
  utm_content: 'Campaign content (utm_content)',
};

/** "Estimated price" for estimated-price, "Year 1 total" for year1Total, "Window cleaning" for window-cleaning. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A visitor's text made fit for a header: one line, no control characters, not too long. */
function oneLine(text: string, max = 80): string {
  const line = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** What the owner sorts leads by: the price, the services asked for, or the subject of a message. */
function subjectDetail({ formName, fields }: NotifiedLead): string | undefined {
  if (formName === 'quote-request') return fields['estimated-price'] || fields.services || undefined;
  if (formName === 'membership-quote') return fields.monthlyPrice ? `$${fields.monthlyPrice}/month` : undefined;
  if (formName === 'contact') return fields.subject ? fieldLabel(fields.subject) : undefined;
  return undefined;
}

/** The phone number as a tel: link, digits and + only; undefined when it holds no digits. */
function telHref(phone: string): string | undefined {
  const dialled = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : undefined;
}

/** The field's value in HTML: escaped, linked when it is the e-mail address or the phone number. */
function htmlValue(name: string, value: string): string {
  const href = name === 'email' && isEmailAddress(value) ? `mailto:${value}` : name === 'phone' ? telHref(value) : undefined;
  return href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
}

/** One row of a lead as the owner reads it: its label, its text, and its text as HTML. */
type LeadRow = [label: string, text: string, html: string];

/** What the owner is told of a lead, stored or not. */
type LeadFacts = Pick<NotifiedLead, 'fields' | 'partner' | 'attribution' | 'receivedAt'>;

/** What the owner is told of `lead`, row by row: every field filled in, the partner, the page and UTM tags, when. */
function leadRows(lead: LeadFacts): LeadRow[] {
  const rows = Object.entries(lead.fields)
    .filter(([, value]) => value.trim() !== '')
    .map(([field, value]): LeadRow => [fieldLabel(field), value, htmlValue(field, value)]);
  const partner = lead.partner ?? 'none (the business’s own site)';
  rows.push(['Partner', partner, escapeHtml(partner)]);
  for (const field of pageAttributionFields) {
    const value = lead.attribution?.[field];
    if (value) rows.push([attributionLabels[field], value, escapeHtml(value)]);
  }
  rows.push(['Received', businessTime(lead.receivedAt), escapeHtml(businessTime(lead.receivedAt))]);
  return rows;
}

/** `lead` as lines of plain text, one per row, a value's own line breaks indented. */
export function leadText(lead: LeadFacts): string[] {
  return leadRows(lead).map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`);
}

/**
 * The message for `lead`: the subject names the form, the visitor and the price, after `Held:` for
 * a held post, whose reasons open the text; Reply-To is the visitor's address when it is one; the
 * Message-ID names the submission, so a second delivery of the same lead (the outbox sends at
 * least once) is recognisable as such.
 */
export function leadEmail(lead: NotifiedLead, { from, to, siteUrl, test = false }: LeadEmailOptions): SendMailOptions {
  const host = new URL(siteUrl).hostname;
  const visitor = oneLine(lead.fields.name ?? '');
  const name = visitor || 'no name given';
  const title = formTitles[lead.formName as FormName] ?? fieldLabel(lead.formName).toLowerCase();
  const detail = subjectDetail(lead);
  const reasons = test ? undefined : lead.heldReasons;
  const prefix = test ? 'Test: ' : reasons ? 'Held: ' : '';
  const subject = `${prefix}New ${title}: ${[name, detail && oneLine(detail)].filter(Boolean).join(', ')}`;
  const email = lead.fields.email?.trim() ?? '';
  const rows = leadRows(lead);
  const heading = `New ${title} from ${name}`;
  const note = test
    ? 'This is a test from npm run leads -- notify-test: each new lead will arrive like this.'
    : reasons
      ? `This post is held, because: ${reasons.join('; ')}. It may still be a real lead: ${lead.id === null ? 'once stored, npm run leads -- held lists it' : `npm run leads -- release ${lead.id} lists it`}.`
      : undefined;
  const footer =
    lead.id === null
      ? `Held in the fallback journal on ${host} while the leads database cannot take it; it is stored once it can.`
      : `Lead ${lead.id} on ${host}.`;
  const text = [...(note ? [note, ''] : []), heading, '', ...leadText(lead), '', footer].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif">',
    ...(note ? [`<p><strong>${escapeHtml(note)}</strong></p>`] : []),
    `<h1 style="font-size: 20px">${escapeHtml(heading)}</h1>`,
    '<table cellpadding="6" style="border-collapse: collapse">',
    ...rows.map(
      ([label, , value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space: pre-wrap">${value}</td></tr>`,
    ),
    '</table>',
    `<p style="color: #666">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from,
    to: [...to],
    ...(isEmailAddress(email) ? { replyTo: visitor ? { name: visitor, address: email } : email } : {}),
    subject,
    // From the submission's UUID, never the row id, which SQLite can hand out again after a delete or a restore.
    messageId: `<${test ? `test-${Date.now()}` : `${reasons ? 'held' : 'lead'}-${lead.submissionId}`}@${host}>`,
    text,
    html,
  };
}

/**
 * The digest a flooded channel sends every 15 minutes: one message whose text holds each lead's
 * own text (held ones marked), so the owner can still see every lead and answer the genuine ones.
 */
export function digestEmail(leads: readonly NotifiedLead[], options: LeadEmailOptions): SendMailOptions {
  const host = new URL(options.siteUrl).hostname;
  const held = leads.filter((lead) => lead.heldReasons).length;
  const intro =
    'More leads than NOTIFY_MAX_PER_HOUR allows arrived within an hour, so they come together, every 15 minutes, ' +
    'until it calms down. npm run leads lists them too.';
  const parts = leads.map((lead) => {
    const message = leadEmail(lead, options);
    return [`${message.subject}`, String(message.text)].join('\n');
  });
  return {
    from: options.from,
    to: [...options.to],
    subject: `Digest: ${leads.length} lead${leads.length === 1 ? '' : 's'}${held ? `, ${held} of them held` : ''}`,
    messageId: `<digest-${randomUUID()}@${host}>`,
    text: [intro, '', ...parts.flatMap((part) => [part, '', '----', ''])].join('\n'),
  };
}
