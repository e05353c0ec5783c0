// Home (/): hero, the instant quote calculator, services, why us, reviews and a call to action (product rules §2.3).
import '../../common/styles/base.css';
import '../../common/styles/calculator.css';
import '../styles/cards.css';
import '../styles/home.css';
import { QuoteCalculator } from '../../common/calculator/quote-calculator';
import { homeCta } from '../content/home';
import { HomeHero } from '../home/home-hero';
import { ServiceTeasers } from '../home/service-teasers';
import { TestimonialList } from '../home/testimonial-list';
import { WhyChooseUs } from '../home/why-choose-us';
import { CtaBanner } from '../ui/cta-banner';

/** The home page. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <div className="section section--tint calculator-section" id="quote-calculator">
        <div className="container container--narrow">
          <QuoteCalculator />
        </div>
      </div>
      {/* The sections laid out only near the screen, in a size container: their stand-in heights follow its width (home.css). */}
      <div className="deferred-sections">
        <ServiceTeasers />
        <WhyChooseUs />
        <TestimonialList />
      </div>
      <CtaBanner title={homeCta.title} text={homeCta.text} />
    </>
  );
}
