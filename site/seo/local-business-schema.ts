// The schema.org HomeAndConstructionBusiness description of the business, for search engines (JSON-LD).
import { business, phone, serviceAreas, weekdays } from '../../common/content/business';
import { absoluteUrl } from './absolute-url';

/** The JSON-LD object: name, contact, hours and the areas served, all from the business facts. */
export function localBusinessSchema(imageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': absoluteUrl('/#business'),
    name: business.name,
    url: absoluteUrl('/'),
    image: imageUrl,
    telephone: phone.href.replace(/^tel:/, ''),
    email: business.email,
    priceRange: '$$',
    paymentAccepted: business.paymentMethods.join(', '),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.locality,
      addressRegion: business.region,
      addressCountry: business.country,
    },
    areaServed: [...serviceAreas.map((name) => ({ '@type': 'City', name })), { '@type': 'AdministrativeArea', name: 'Okanagan Valley' }],
    openingHoursSpecification: business.hours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days.map((day) => weekdays[day]),
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

/** `data` as a JSON-LD script element; "<" is escaped so the text can never close the element. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
