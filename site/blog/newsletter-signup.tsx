// The blog's newsletter block (product rules §2.7): Subscribe opens a pre-filled e-mail; the typed address is not sent.
import { business, mailtoHref } from '../../common/content/business';

/** The e-mail box and the Subscribe mail link. */
export function NewsletterSignup() {
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div>
        <h2 id="newsletter-title">Seasonal tips in your inbox</h2>
        <p>A short note each season with what to check, clean and book around your home.</p>
      </div>
      <div className="newsletter__form">
        <label htmlFor="newsletter-email">Your email</label>
        <div className="newsletter__row">
          <input id="newsletter-email" className="input" type="email" autoComplete="email" placeholder="you@example.com" />
          {/* The link opens an e-mail to the business; the address typed above is not used (product rules §2.7). */}
          <a className="button button--accent" href={mailtoHref(business.email, 'Newsletter Subscription')}>
            Subscribe
          </a>
        </div>
        <p className="newsletter__note">No spam, just helpful tips. Unsubscribe anytime.</p>
      </div>
    </section>
  );
}
