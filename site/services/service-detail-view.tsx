// One service's page body: description, features, process, gallery, frequency, guarantees, areas (product rules §2.5).
import { Link } from 'wouter';
import { business } from '../../common/content/business';
import { detailPriceLabel, type ServiceDetail } from '../content/service-detail';
import type { Service } from '../content/services';
import { Icon } from '../ui/icon';
import { Picture } from '../ui/picture';
import { QuoteAndCallButtons } from '../ui/quote-and-call-buttons';
import { ServiceAreaList } from '../ui/service-area-list';
import { ServiceGallery } from './service-gallery';

interface ServiceDetailViewProps {
  service: Service;
  detail: ServiceDetail;
}

/** The service page for a known service. */
export function ServiceDetailView({ service, detail }: ServiceDetailViewProps) {
  return (
    <>
      <section className="page-hero page-hero--service" aria-labelledby="page-title">
        <div className="container service-hero">
          <div>
            <nav aria-label="Breadcrumb" className="breadcrumb">
              <ol>
                <li>
                  <Link href="/">Home</Link>
                </li>
                <li>
                  <Link href="/services">Services</Link>
                </li>
                <li aria-current="page">{service.title}</li>
              </ol>
            </nav>
            <h1 id="page-title">{service.title}</h1>
            <p className="page-hero__lead">{service.subtitle}</p>
            <p className="service-hero__price">
              From <strong>{detailPriceLabel(detail)}</strong>
            </p>
            <p className="button-row">
              <QuoteAndCallButtons />
            </p>
          </div>
          <Picture
            image={service.image}
            alt={service.imageAlt}
            sizes="(min-width: 960px) 520px, calc(100vw - 40px)"
            priority
            className="service-hero__image"
          />
        </div>
      </section>
      <div className="section">
        <div className="container detail-layout">
          <div className="detail-main">
            <section className="detail-section prose" aria-labelledby="about-title">
              <h2 id="about-title">About this service</h2>
              {detail.longDescription.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
            <section className="detail-section" aria-labelledby="features-title">
              <h2 id="features-title">What&apos;s included</h2>
              <ul className="check-list">
                {detail.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
            <section className="detail-section" aria-labelledby="process-title">
              <h2 id="process-title">Our process</h2>
              <ol className="process-list">
                {detail.process.map((step) => (
                  <li key={step.title}>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </li>
                ))}
              </ol>
            </section>
            {detail.galleryCategory && <ServiceGallery category={detail.galleryCategory} />}
          </div>
          <aside className="detail-aside" aria-label={`${service.title} at a glance`}>
            <section className="info-box" aria-labelledby="pricing-title">
              <h2 id="pricing-title">Pricing</h2>
              <p className="info-box__price">From {detailPriceLabel(detail)}</p>
              <p>{detail.pricingText}</p>
            </section>
            <section className="info-box" aria-labelledby="frequency-title">
              <h2 id="frequency-title">How often</h2>
              <p>{detail.frequency}</p>
            </section>
            <section className="info-box" aria-labelledby="guarantee-title">
              <h2 id="guarantee-title">Guarantee and insurance</h2>
              <ul className="check-list">
                <li>
                  <Icon name="check" />
                  Satisfaction guarantee on every job
                </li>
                <li>
                  <Icon name="check" />
                  {business.insurance} liability insurance
                </li>
                <li>
                  <Icon name="check" />
                  Fully bonded
                </li>
              </ul>
              {detail.guarantee && <p>{detail.guarantee}</p>}
            </section>
            <section className="info-box" aria-labelledby="areas-title">
              <h2 id="areas-title">Service areas</h2>
              <ServiceAreaList />
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
