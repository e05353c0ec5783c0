// The business's identity and contact facts (product rules §1.3): the one place to change them.
// The site, the widgets, the static form skeletons and the server all read this module.

/** Phone number as shown to visitors, and as dialled. */
export const phone = {
  display: '(250) 555-0142',
  href: 'tel:+12505550142',
} as const;

/** The e-mail address visitors write to; exported alone so the widgets need not bundle `business`. */
export const email = 'hello@example.com';

/** How soon the business answers a request (product rules §1.4); exported alone for the same reason. */
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
  /** The guarantee that comes with moss treatment (product rules §1.4). */
  mossFreeGuarantee: '3-year',
  paymentMethods: ['cash', 'check', 'credit card', 'e-transfer'],
  /** Where the business keeps its calendar: a lead counts in the month it arrived in there. */
  timeZone: 'America/Vancouver',
  /** Opening hours (product rules §1.4), 24-hour clock; the site shows them as "Mon-Fri: 8AM-6PM" (hoursText). */
  hours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' },
    { days: ['Sa'], opens: '09:00', closes: '16:00' },
  ],
  agencyCredit: { name: 'Lakeshore Web Studio', url: 'https://lakeshore-web.example.com' },
} as const;

/** The six named service areas, plus the valley they sit in (product rules §1.2). */
export const serviceAreas = ['Kelowna', 'West Kelowna', 'Lake Country', 'Vernon', 'Penticton', 'Kamloops'] as const;
export const widerArea = 'the wider Okanagan Valley';

/** The days of the week by their schema.org codes, Monday first. */
export const weekdays = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const;

/** Opening hours on some days of the week, 24-hour "HH:MM" times. */
export interface OpeningHours {
  days: ReadonlyArray<keyof typeof weekdays>;
  opens: string;
  closes: string;
}

/** "8AM" for "08:00", "6:30PM" for "18:30". */
function clockText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const hour = hours % 12 || 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'AM' : 'PM'}`;
}

/** One line of opening hours as visitors read it: "Mon-Fri: 8AM-6PM", "Sat: 9AM-4PM". */
export function hoursText({ days, opens, closes }: OpeningHours): string {
  const short = (day: keyof typeof weekdays) => weekdays[day].slice(0, 3);
  const range = days.length === 1 ? short(days[0]) : `${short(days[0])}-${short(days[days.length - 1])}`;
  return `${range}: ${clockText(opens)}-${clockText(closes)}`;
}

/** A mailto: link to an address, with an optional subject line. */
export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
