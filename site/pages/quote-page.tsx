// Quote (/quote): the shared quote form, ways to talk directly, and the service areas (product rules §2.8).
import '../../common/styles/base.css';
import '../../common/styles/lead-forms.css';
import '../styles/cards.css';
import '../styles/forms.css';
import { Link } from 'wouter';
import { business, mailtoHref, phone } from '../../common/content/business';
import { QuoteForm } from '../../common/quote-form/quote-form';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { ServiceAreaList } from '../ui/service-area-list';

/** The quote page. */
export default function QuotePage() {
  return (
    <>
      <PageHero
        eyebrow="Free quote"
        title="Get Your Free Quote"
        lead="Tell us about your needs and we'll get in touch to arrange a personalized quote."
      />
      <section className="section" aria-label="Quote request">
        <div className="container form-layout">
          <div className="form-card">
            <QuoteForm headingLevel={2} />
          </div>
          <aside className="form-aside" aria-label="Other ways to reach us">
            <section className="info-box info-box--accent" aria-labelledby="talk-title">
              <h2 id="talk-title">Prefer to Talk Directly?</h2>
              <p>Call or e-mail and we will answer your questions and book a visit.</p>
              <ul className="plain-list contact-links">
                <li>
                  <a href={phone.href}>
                    <Icon name="phone" />
                    Call {phone.display}
                  </a>
                </li>
                <li>
                  <a href={mailtoHref(business.email, 'Quote Request')}>
                    <Icon name="mail" />
                    Email {business.email}
                  </a>
                </li>
                <li>
                  <Link href="/contact">
                    <Icon name="arrow" />
                    More ways to contact us
                  </Link>
                </li>
              </ul>
            </section>
            <section className="info-box" aria-labelledby="quote-areas-title">
              <h2 id="quote-areas-title">Areas we serve</h2>
              <ServiceAreaList />
            </section>
          </aside>
        </div>
      </section>
    </>
  );
}
