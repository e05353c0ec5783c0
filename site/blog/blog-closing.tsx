// The blog's closing block (product rules §2.7): the quote page, the services, and a question for the owner.
import { Link } from 'wouter';
import { business, mailtoHref } from '../../common/content/business';
import { CtaBanner } from '../ui/cta-banner';
import { Icon } from '../ui/icon';

/** Three ways forward after reading. */
export function BlogClosing() {
  return (
    <CtaBanner
      title="Rather leave it to the pros?"
      text="Get a free quote, browse what we do, or send the owner your question directly."
      actions={
        <>
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
        </>
      }
    />
  );
}
