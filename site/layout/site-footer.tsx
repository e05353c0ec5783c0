// The footer: services, company links, contact facts, hours, areas and the agency credit (product rules §2.2).
import { Link } from 'wouter';
import { business, hoursText, mailtoHref, phone, serviceAreas, widerArea } from '../../common/content/business';
import { membershipFrom } from '../content/membership-from';
import { services } from '../content/services';
import { Icon } from '../ui/icon';
import { BrandLogo } from './brand-logo';

const companyLinks = [
  { label: 'About us', href: '/about' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
  { label: 'For partners', href: '/partners' },
  { label: 'Get a free quote', href: '/quote' },
];

/** Site footer shown on every page. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-label={business.name}>
          <Link href="/" className="brand brand--light">
            <BrandLogo />
          </Link>
          <p>
            Window, gutter and exterior cleaning for homes, stratas and businesses in {serviceAreas.slice(0, 3).join(', ')} and {widerArea}.
          </p>
          <p className="membership-note">
            <Icon name="sparkle" />
            <span>
              Memberships from <strong>{membershipFrom}</strong>
            </span>
          </p>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul className="plain-list site-footer__links">
            {services.map((service) => (
              <li key={service.id}>
                <Link href={`/services/${service.id}`}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul className="plain-list site-footer__links">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul className="plain-list site-footer__contact">
            <li>
              <Icon name="phone" />
              <a href={phone.href}>{phone.display}</a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={mailtoHref(business.email)}>{business.email}</a>
            </li>
            <li>
              <Icon name="clock" />
              <span>
                {business.hours.map((slot) => (
                  <span key={slot.days[0]} className="site-footer__hours">
                    {hoursText(slot)}
                  </span>
                ))}
              </span>
            </li>
            <li>
              <Icon name="pin" />
              <span>
                {serviceAreas.join(', ')} and {widerArea}
              </span>
            </li>
          </ul>
        </section>
      </div>
      <div className="container site-footer__base">
        <p>© {business.name}. All rights reserved.</p>
        <ul className="plain-list site-footer__legal">
          <li>
            <Link href="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link href="/terms">Terms of Service</Link>
          </li>
          <li>
            Website by{' '}
            <a href={business.agencyCredit.url} target="_blank" rel="noopener noreferrer">
              {business.agencyCredit.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
