// Contact (/contact): info cards, the shared contact form, areas, FAQ, emergency box, closing (product rules §2.9).
import '../../common/styles/base.css';
import '../../common/styles/lead-forms.css';
import '../styles/cards.css';
import '../styles/forms.css';
import { business, phone } from '../../common/content/business';
import { ContactForm } from '../../common/contact-form/contact-form';
import { ContactCards } from '../contact/contact-cards';
import { FaqList } from '../contact/faq-list';
import { CtaBanner } from '../ui/cta-banner';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { ServiceAreaList } from '../ui/service-area-list';
import { StarRating } from '../ui/star-rating';

/** The contact page. */
export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Get in Touch" lead="Questions, quotes or an urgent job: call, e-mail or send us a message.">
        <p className="rating-line">
          <StarRating rating={Number(business.rating)} />
          <span>
            <strong>{business.rating}</strong> rating from our customers
          </span>
        </p>
      </PageHero>
      <section className="section section--overlap" aria-label="Ways to reach us">
        <div className="container">
          <ContactCards />
        </div>
      </section>
      <section className="section section--flush-top" aria-label="Write to us">
        <div className="container form-layout">
          <div className="form-card">
            <ContactForm headingLevel={2} />
          </div>
          <aside className="form-aside" aria-label="Where we work">
            <section className="info-box" aria-labelledby="contact-areas-title">
              <h2 id="contact-areas-title">Service areas</h2>
              <ServiceAreaList />
              <p>Don&apos;t see your area? Contact us - we may still be able to help!</p>
            </section>
            <section className="info-box info-box--alert" aria-labelledby="emergency-title">
              <h2 id="emergency-title">Need emergency service?</h2>
              <p>
                Storm damage, blocked gutters in a downpour or a last-minute commercial job: call and we will fit you in as fast as we can.
              </p>
              <a className="button button--accent" href={phone.href}>
                <Icon name="phone" />
                Call {phone.display}
              </a>
            </section>
          </aside>
        </div>
      </section>
      <FaqList />
      <CtaBanner title="Ready to book?" text="Get a free, fixed-price quote, or call and talk it through with us." />
    </>
  );
}
