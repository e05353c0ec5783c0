// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell, leadsCsv } from '../../../scripts/leads/leads-csv';
import type { StoredLead } from '../../../server/leads/stored-leads';
import { storedLead } from './stored-lead';

/** The CSV line of `cells`, each quoted as the export quotes every cell. */
const quoted = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');

const lead: StoredLead = storedLead({
  id: 7,
  fields: { name: 'Sam, "the" Man', email: 'sam@example.com', phone: '+1 250', subject: '', message: 'Line 1\nLine 2' },
  clientAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
});

describe('leadsCsv', () => {
  it("writes a header of the lead's details and the form's fields, then one CRLF-ended row per lead", () => {
    const csv = leadsCsv([lead], ['contact']);
    const header =
      'id,received_at,form_name,spam,partner,page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,client_address,user_agent,name,email,phone,subject,message';
    expect(csv).toBe(
      `${quoted(...header.split(','))}\r\n` +
        `${quoted('7', '2025-03-01T17:05:00.000Z', 'contact', 'no', '', '', '', '', '', '', '', '203.0.113.7', 'Mozilla/5.0', 'Sam, ""the"" Man', 'sam@example.com', "'+1 250", '', 'Line 1\nLine 2')}\r\n`,
    );
  });

  it('fills the page and UTM columns of a lead a widget sent, defused like any cell', () => {
    const fromWidget: StoredLead = {
      ...lead,
      partner: 'acme',
      attribution: { page: 'https://acme.example/strata', utm_source: 'newsletter', utm_campaign: '=spring,2025', utm_content: 'top' },
    };
    const [header, row] = leadsCsv([fromWidget], ['contact']).split('\r\n');
    expect(header.split(',').slice(4, 11)).toEqual(
      ['partner', 'page', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].map((cell) => `"${cell}"`),
    );
    expect(row).toContain(
      `,${quoted('no', 'acme', 'https://acme.example/strata', 'newsletter', '', "'=spring,2025", '', 'top', '203.0.113.7')},`,
    );
  });

  it('has one column per field of every form when no form is chosen, each field once', () => {
    const header = leadsCsv([]).split('\r\n')[0].split(',');
    expect(header.filter((column) => column === '"name"')).toHaveLength(1);
    expect(header).toEqual(expect.arrayContaining(['"services"', '"home-size"', '"year1Total"', '"subject"', '"message"']));
  });

  it('never drops a stored field, even one outside the form', () => {
    const csv = leadsCsv([{ ...lead, fields: { ...lead.fields, legacy: 'kept' } }], ['contact']);
    expect(csv.split('\r\n')[0].endsWith(',"legacy"')).toBe(true);
    expect(csv.split('\r\n')[1].endsWith(',"kept"')).toBe(true);
  });
});

describe('csvCell', () => {
  it('quotes every cell, plain text, numbers and empty values too, so a `;` separator cannot split one', () => {
    expect(csvCell('Avery Chen')).toBe('"Avery Chen"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('a;=cmd|x')).toBe('"a;=cmd|x"');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvCell('Kelowna, BC')).toBe('"Kelowna, BC"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+1 250 555 0142')).toBe(`"'+1 250 555 0142"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=cmd')).toBe(`"'\t=cmd"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('leaves a formula character alone where it is not first', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('$371 - $474')).toBe('"$371 - $474"');
  });

  it('leaves numbers the export itself writes alone', () => {
    expect(csvCell(-1)).toBe('"-1"');
  });
});
