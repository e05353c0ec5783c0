// The blog's closing block (SPEC 2 "Blog"): the quote page, the services, and a question for the owner.
import { Link } from 'wouter';
import { business, mailtoHref } from '../../widgets/content/business';
import { Icon } from '../ui/icon';

/** Three ways forward after reading. */
export function BlogClosing() {
  return (
    <section className="cta-banner" aria-labelledby="blog-closing-title">
      <div className="container cta-banner__inner">
        <div>
          <h2 id="blog-closing-title">Rather leave it to the pros?</h2>
          <p>Get a free quote, browse what we do, or send the owner your question directly.</p>
        </div>
        <p className="button-row">
          <Link href="/quote" className="button button--accent button--large">
            Get Your Free Quote
          </Link>
          <Link href="/services" className="button button--ghost-light button--large">
            View Our Services
          </Link>
          <a className="button button--ghost-light button--large" href={mailtoHref(business.ownerEmail, 'Service Inquiry')}>
            <Icon name="mail" />
            Email {business.ownerName}
          </a>
        </p>
      </div>
    </section>
  );
}
