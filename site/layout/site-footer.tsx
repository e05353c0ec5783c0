// The footer: contact facts, hours, service areas and the agency credit.
import { business, phone, serviceAreas } from '../../widgets/content/business';

/** Site footer shown on every page. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <p>
            <a href={phone.href}>{phone.display}</a>
            <br />
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </p>
          <p>Memberships from {business.membershipFrom}.</p>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Hours</h2>
          <ul className="plain-list">
            {business.hours.map((slot) => (
              <li key={slot.days}>
                {slot.days}: {slot.open}-{slot.close}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas">Service areas</h2>
          <p>{serviceAreas.join(', ')} and the wider Okanagan Valley.</p>
        </section>
      </div>
      <div className="container site-footer__base">
        <p>
          © {business.name}. Website by{' '}
          <a href={business.agencyCredit.url} target="_blank" rel="noopener noreferrer">
            {business.agencyCredit.name}
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
