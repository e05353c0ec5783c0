// Services (/services): all eight services with their list prices, Learn More and Call (product rules §2.5, §5.6).
import '../styles/cards.css';
import '../styles/services.css';
import { Link } from 'wouter';
import { phone } from '../../common/content/business';
import { membershipFrom } from '../content/membership-from';
import { listPriceLabel, services } from '../content/services';
import { CtaBanner } from '../ui/cta-banner';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { Picture } from '../ui/picture';

/** The services list. */
export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Our Services"
        lead="Everything the outside of your home needs, from sparkling glass to clear gutters and sealed concrete, by one insured local crew."
      />
      <section className="section" aria-label="All services">
        <div className="container">
          <ul className="card-grid card-grid--two">
            {services.map((service) => (
              <li key={service.id} className="card service-listing">
                <Picture
                  image={service.image}
                  alt={service.imageAlt}
                  sizes="(min-width: 900px) 540px, calc(100vw - 40px)"
                  className="card__image"
                />
                <div className="card__body">
                  <h2 className="card__title">{service.title}</h2>
                  <p className="card__subtitle">{service.subtitle}</p>
                  <p>{service.description}</p>
                  <p className="price-tag">{listPriceLabel(service)}</p>
                  <p className="button-row">
                    <Link href={`/services/${service.id}`} className="button">
                      Learn More<span className="visually-hidden"> about {service.title}</span>
                    </Link>
                    <a className="button button--outline" href={phone.href}>
                      <Icon name="phone" />
                      Call<span className="visually-hidden"> about {service.title}</span>
                    </a>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <aside className="note-panel" aria-label="Commercial, strata and memberships">
            <p>
              <strong>Commercial and strata properties:</strong> pricing is by request. Tell us about the property and we will put together
              a quote.
            </p>
            <p>
              <strong>Memberships from {membershipFrom}:</strong> regular visits on a schedule that suits your home. See your price in the
              calculator on the <Link href="/#quote-calculator">home page</Link>.
            </p>
          </aside>
        </div>
      </section>
      <CtaBanner
        title="Not sure what your home needs?"
        text="Call us or ask for a free quote. We will tell you honestly what is worth doing now."
      />
    </>
  );
}
