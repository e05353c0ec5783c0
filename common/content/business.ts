// The business's identity and contact facts (DECISIONS D1): the one place to change them.
// The site, the widgets, the static form skeletons and the server all read this module.

/** Phone number as shown to visitors, and as dialled. */
export const phone = {
  display: '(250) 555-0142',
  href: 'tel:+12505550142',
} as const;

/** The e-mail address visitors write to; exported alone so the widgets need not bundle `business`. */
export const email = 'hello@example.com';

/** How soon the business answers a request (SPEC 1); exported alone for the same reason. */
export const replyWithin = '24 hours';

export const business = {
  name: 'Okanagan Exterior Cleaning',
  shortName: 'Okanagan Exterior',
  email,
  ownerEmail: 'owner@example.com',
  ownerName: 'Jordan Reid',
  siteUrl: 'https://okanagan-exterior.example.com',
  /** Where the business is based; it serves the areas below from here (no storefront). */
  locality: 'Kelowna',
  region: 'BC',
  regionName: 'British Columbia',
  country: 'CA',
  rating: '5.0',
  yearsInBusiness: '10+',
  insurance: '$2M',
  replyWithin,
  /** DECISIONS D2: the smallest home's monthly rate; a pricing test keeps the two equal. */
  membershipFrom: '$35/month',
  /** SPEC 1: the guarantee that comes with moss treatment. */
  mossFreeGuarantee: '3-year',
  paymentMethods: ['cash', 'check', 'credit card', 'e-transfer'],
  hours: [
    { days: 'Mon-Fri', open: '8AM', close: '6PM', schemaDays: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' },
    { days: 'Sat', open: '9AM', close: '4PM', schemaDays: ['Sa'], opens: '09:00', closes: '16:00' },
  ],
  agencyCredit: { name: 'Lakeshore Web Studio', url: 'https://lakeshore-web.example.com' },
} as const;

/** The six named service areas, plus the valley they sit in (SPEC 1). */
export const serviceAreas = ['Kelowna', 'West Kelowna', 'Lake Country', 'Vernon', 'Penticton', 'Kamloops'] as const;
export const widerArea = 'the wider Okanagan Valley';

/** A mailto: link to an address, with an optional subject line. */
export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
