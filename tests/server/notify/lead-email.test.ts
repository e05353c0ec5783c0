// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldLabel, leadEmail } from '../../../server/notify/lead-email';
import type { NotifiedLead } from '../../../server/notify/outbox';
import { formLead } from './test-leads';

const options = {
  from: '"Okanagan Exterior Cleaning" <hello@example.com>',
  to: ['owner@example.com'],
  siteUrl: 'https://okanagan-exterior.example.com',
};

const submissionId = '3b241101-e2bb-4255-8caf-4136c566a962';

function lead(label: string, changes: Partial<NotifiedLead> = {}): NotifiedLead {
  return { id: 42, submissionId: submissionId, receivedAt: '2025-06-01T17:04:05.000Z', ...formLead(label), ...changes };
}

const withFields = (label: string, fields: Record<string, string>) => lead(label, { fields: { ...formLead(label).fields, ...fields } });

describe('leadEmail', () => {
  it.each([
    ['a calculator quote by its estimate', lead('calculator quote'), 'New quote request: Avery Chen, $371 - $474'],
    ['a page quote by its services', lead('quote page'), 'New quote request: Jamie Park, Window Cleaning, Gutter Cleaning'],
    ['a page quote without services by the name alone', withFields('quote page', { services: '' }), 'New quote request: Jamie Park'],
    ['a membership by its monthly price', lead('membership'), 'New membership request: Morgan Lee, $93/month'],
    ['a message by its subject', lead('contact'), 'New message: Riley Singh, Window cleaning'],
    ['a message without a subject by the name alone', withFields('contact', { subject: '' }), 'New message: Riley Singh'],
    ['a lead without a name as such', withFields('contact', { name: ' ', subject: '' }), 'New message: no name given'],
  ])('names %s in the subject', (_, notified, subject) => {
    expect(leadEmail(notified, options).subject).toBe(subject);
  });

  it('marks a held post as such: Held: in the subject, its reasons first, and a Message-ID of its own', () => {
    const message = leadEmail(lead('contact', { heldReasons: ['"email" is missing', 'unknown field "fax"'] }), options);
    expect(message.subject).toBe('Held: New message: Riley Singh, Window cleaning');
    expect(String(message.text).split('\n')[0]).toBe(
      'This post is held, because: "email" is missing; unknown field "fax". It may still be a real lead: npm run leads -- release 42 lists it.',
    );
    expect(message.messageId).toBe(`<held-${submissionId}@okanagan-exterior.example.com>`);
  });

  it('keeps a visitor’s line breaks out of the subject', () => {
    expect(leadEmail(withFields('contact', { name: 'Jane\r\nBcc: all@example.com' }), options).subject).toBe(
      'New message: Jane Bcc: all@example.com, Window cleaning',
    );
  });

  it('is addressed from and to the configured addresses, and Reply-To the visitor', () => {
    const message = leadEmail(lead('calculator quote'), options);
    expect(message).toMatchObject({ from: options.from, to: options.to, replyTo: { name: 'Avery Chen', address: 'avery@example.com' } });
  });

  it.each(['not an address', 'jane@example.com\r\nBcc: all@example.com', 'Jane <jane@example.com>', 'a@b.com, c@d.com'])(
    'sets no Reply-To when the e-mail field is not one plain address: %j',
    (address) => {
      expect(leadEmail(withFields('contact', { email: address }), options).replyTo).toBeUndefined();
    },
  );

  it('carries a Message-ID made of the lead id and the site’s host', () => {
    expect(leadEmail(lead('contact'), options).messageId).toBe(`<lead-${submissionId}@okanagan-exterior.example.com>`);
  });

  it('lists every field, the partner and the time received, in the text and the HTML', () => {
    const { text, html } = leadEmail(lead('calculator quote'), options);
    for (const line of [
      'Name: Avery Chen',
      'Phone: 250-555-0199',
      'Home size: 1500',
      'Selected package: Home Essentials',
      'Estimated price: $371 - $474',
      'Partner: lakeview-strata',
      'Received: 2025-06-01 10:04 PDT',
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toContain(
      '<th align="left" valign="top">Notes</th><td style="white-space: pre-wrap">Two storeys, side gate code 1234</td>',
    );
    expect(html).toContain('<th align="left" valign="top">Partner</th><td style="white-space: pre-wrap">lakeview-strata</td>');
  });

  it('says when a lead came from the business’s own site, with no page or campaign', () => {
    const { text, html } = leadEmail(lead('contact'), options);
    expect(text).toContain('Partner: none (the business’s own site)');
    expect(text).not.toMatch(/Page the form was on|Campaign/);
    expect(html).not.toMatch(/Page the form was on|Campaign/);
  });

  it('shows the page a widget was on and its campaign tags after the partner, in the text and the HTML', () => {
    const attribution = {
      page: 'https://lakeview-strata.example/residents?',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring & <summer>',
      utm_term: 'gutters',
      utm_content: 'sidebar',
    };
    const { text, html } = leadEmail(lead('calculator quote', { attribution }), options);
    expect(text).toContain(
      [
        'Partner: lakeview-strata',
        'Page the form was on: https://lakeview-strata.example/residents?',
        'Campaign source (utm_source): newsletter',
        'Campaign medium (utm_medium): email',
        'Campaign name (utm_campaign): spring & <summer>',
        'Campaign term (utm_term): gutters',
        'Campaign content (utm_content): sidebar',
        'Received: 2025-06-01 10:04 PDT',
      ].join('\n'),
    );
    expect(html).toContain(
      '<th align="left" valign="top">Page the form was on</th><td style="white-space: pre-wrap">https://lakeview-strata.example/residents?</td>',
    );
    expect(html).toContain(
      '<th align="left" valign="top">Campaign name (utm_campaign)</th><td style="white-space: pre-wrap">spring &amp; &lt;summer&gt;</td>',
    );
  });

  it('shows only the campaign tags the page had', () => {
    const { text } = leadEmail(lead('calculator quote', { attribution: { page: 'https://acme.example/', utm_source: 'fb' } }), options);
    expect(text).toContain('Page the form was on: https://acme.example/\nCampaign source (utm_source): fb\nReceived:');
  });

  it('links the phone number (digits and + only) and the e-mail address in the HTML', () => {
    const { html } = leadEmail(withFields('contact', { phone: '+1 (250) 555-0111 ext' }), options);
    expect(html).toContain('<a href="tel:+12505550111">+1 (250) 555-0111 ext</a>');
    expect(html).toContain('<a href="mailto:riley@example.com">riley@example.com</a>');
  });

  it.each([
    'jane@example.com?bcc=spy%40evil.example',
    'jane@example.com&cc=spy@evil.example',
    'jane@evil.example@example.com',
    'jane doe@example.com',
    'jane@example.com#x',
    'jane%40evil.example@example.com',
  ])('never links or replies to %s: a mailto never carries a query or a second address', (email) => {
    const message = leadEmail(withFields('contact', { email }), options);
    expect(message.replyTo).toBeUndefined();
    expect(message.html).not.toContain('mailto:');
  });

  it('links and replies to a plain address, a + tag and an apostrophe included', () => {
    const message = leadEmail(withFields('contact', { email: "o'brien+quotes@mail.example.co.uk" }), options);
    expect(message.replyTo).toEqual({ name: 'Riley Singh', address: "o'brien+quotes@mail.example.co.uk" });
    expect(message.html).toContain('href="mailto:o&#39;brien+quotes@mail.example.co.uk"');
  });

  it('escapes every value in the HTML', () => {
    const { html } = leadEmail(withFields('contact', { message: '<script>alert("hi")</script> & more', phone: '"><img>' }), options);
    expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img>');
  });

  it('labels a test as a test, under a Message-ID of its own', () => {
    const message = leadEmail(lead('contact'), { ...options, test: true });
    expect(message.subject).toBe('Test: New message: Riley Singh, Window cleaning');
    expect(message.text).toMatch(/^This is a test/);
    expect(message.messageId).toMatch(/^<test-\d+@okanagan-exterior\.example\.com>$/);
  });
});

describe('fieldLabel', () => {
  it.each([
    ['estimated-price', 'Estimated price'],
    ['monthlyPrice', 'Monthly price'],
    ['year1Total', 'Year 1 total'],
    ['name', 'Name'],
  ])('reads %s as %s', (name, label) => {
    expect(fieldLabel(name)).toBe(label);
  });
});
