// Home (/): hero and the instant quote calculator (SPEC 2 "Home").
import { QuoteCalculator } from '../../widgets/calculator/quote-calculator';
import { business, phone } from '../../widgets/content/business';

/** The home page. */
export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="hero__eyebrow">Kelowna &amp; the Okanagan Valley</p>
          <h1 className="hero__title">
            <span className="hero__phrase">Sparkling Windows</span>, done right.
          </h1>
          <p className="hero__lead">
            Window cleaning, gutters, pressure washing and more, from a local crew rated {business.rating} by our customers. Fully insured
            and bonded.
          </p>
          <p className="hero__actions">
            <a className="button button--accent" href="#quote-calculator">
              Get an instant estimate
            </a>
            <a className="button button--light" href={phone.href}>
              Call {phone.display}
            </a>
          </p>
        </div>
      </section>
      <section className="section" id="quote-calculator" aria-label="Instant quote">
        <div className="container">
          <QuoteCalculator />
        </div>
      </section>
    </>
  );
}
