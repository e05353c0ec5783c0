// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../../../server/leads/find-leads';
import { leadsCsv } from '../../../scripts/leads/leads-csv';

const lead: StoredLead = {
  id: 7,
  receivedAt: '2025-03-01T17:05:00.000Z',
  formName: 'contact',
  fields: { name: 'Sam, "the" Man', email: 'sam@example.com', phone: '+1 250', subject: '', message: 'Line 1\nLine 2' },
  partner: null,
  clientAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  spam: false,
};

describe('leadsCsv', () => {
  it("writes a header of the lead's details and the form's fields, then one CRLF-ended row per lead", () => {
    const csv = leadsCsv([lead], ['contact']);
    expect(csv).toBe(
      'id,received_at,form_name,spam,partner,client_address,user_agent,name,email,phone,subject,message\r\n' +
        `7,2025-03-01T17:05:00.000Z,contact,no,,203.0.113.7,Mozilla/5.0,"Sam, ""the"" Man",sam@example.com,'+1 250,,"Line 1\nLine 2"\r\n`,
    );
  });

  it('has one column per field of every form when no form is chosen, each field once', () => {
    const header = leadsCsv([]).split('\r\n')[0].split(',');
    expect(header.filter((column) => column === 'name')).toHaveLength(1);
    expect(header).toEqual(expect.arrayContaining(['services', 'home-size', 'year1Total', 'subject', 'message']));
  });

  it('never drops a stored field, even one outside the form', () => {
    const csv = leadsCsv([{ ...lead, fields: { ...lead.fields, legacy: 'kept' } }], ['contact']);
    expect(csv.split('\r\n')[0].endsWith(',legacy')).toBe(true);
    expect(csv.split('\r\n')[1].endsWith(',kept')).toBe(true);
  });
});
