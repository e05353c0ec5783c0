// The home page's six service cards (product rules §2.3).
import { Link } from 'wouter';
import { services } from '../content/services';
import { Icon } from '../ui/icon';
import { Picture } from '../ui/picture';

const featured = services.filter((service) => service.featured);

/** A card per featured service, each linking to its page. */
export function ServiceTeasers() {
  return (
    <section className="section section--deferred home-services" aria-labelledby="services-title">
      <div className="container">
        <header className="section-heading">
          <p className="eyebrow">What we do</p>
          <h2 id="services-title">Exterior cleaning, done properly</h2>
          <p>Every service is done by our own insured crew, with the price agreed before we start.</p>
        </header>
        <ul className="card-grid card-grid--three">
          {featured.map((service) => (
            <li key={service.id} className="card card--link">
              <Picture
                image={service.image}
                alt=""
                sizes="(min-width: 1040px) 340px, (min-width: 640px) 50vw, calc(100vw - 40px)"
                className="card__image"
              />
              <div className="card__body">
                <h3 className="card__title">
                  <Link href={`/services/${service.id}`} className="card__link">
                    {service.title}
                  </Link>
                </h3>
                <p>{service.description}</p>
                <span className="card__more" aria-hidden="true">
                  Learn more <Icon name="arrow" />
                </span>
              </div>
            </li>
          ))}
        </ul>
        <p className="section-more">
          <Link href="/services" className="button button--outline">
            View all services
          </Link>
        </p>
      </div>
    </section>
  );
}
