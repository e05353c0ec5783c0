// Partners (/partners): how a strata manager, a realtor or a local business puts a widget on their own site, in
// plain words: the code to paste, a frame, a link or a QR code, WordPress's rules, and how leads are credited.
import '../styles/cards.css';
import '../styles/partners.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { business, mailtoHref } from '../../common/content/business';
import { PartnerKit } from '../partners/partner-kit';
import { examplePartner, readPartnerName } from '../partners/partner-name';
import { WordPressSteps } from '../partners/wordpress-steps';
import { CtaBanner } from '../ui/cta-banner';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { CallButton } from '../ui/quote-and-call-buttons';

/** The partners page. */
export default function PartnersPage() {
  // The typed name, which the kit's code and the WordPress shortcodes credit alike.
  const [text, setText] = useState('');
  const name = readPartnerName(text);
  return (
    <>
      <PageHero
        eyebrow="For partners"
        title="Put Our Quote Calculator on Your Site"
        lead="For strata managers, realtors and local businesses: give your residents, clients and customers a free, instant cleaning quote on your own website, newsletter or notice board, and be credited for every request that comes through you."
      />
      <section className="section section--tight" aria-label="Get your code">
        <div className="container container--narrow">
          <PartnerKit text={text} name={name} onText={setText} />
        </div>
      </section>
      <section className="section section--tint section--tight" aria-labelledby="wordpress-title">
        <div className="container container--narrow partner-notes">
          <h2 id="wordpress-title">Using WordPress</h2>
          <WordPressSteps partner={name.state === 'ok' ? name.partner : examplePartner} />
          <p>
            <strong>Other website builders:</strong> use the code “If your website builder removes scripts” in the block they offer for
            embedding HTML.
          </p>
        </div>
      </section>
      <section className="section section--tight" aria-labelledby="credit-title">
        <div className="container container--narrow partner-notes">
          <h2 id="credit-title">How leads are credited</h2>
          <ul className="check-list">
            <li>
              <Icon name="check" />
              <span>Every request sent through your calculator, form, button, link or QR code names you by your partner id.</span>
            </li>
            <li>
              <Icon name="check" />
              <span>We add them up for each partner every month, and can tell you any time how many came through you.</span>
            </li>
            <li>
              <Icon name="check" />
              <span>Use the code this page makes everywhere you put it, so that all your requests count together under your id.</span>
            </li>
          </ul>
          <p className="partner-notes__developers">
            Technical details, such as colours, fonts and events for your analytics: ask us at{' '}
            <a href={mailtoHref(business.email, 'Partner widgets: technical details')}>{business.email}</a> and we will send our developer
            guide.
          </p>
        </div>
      </section>
      <CtaBanner
        title="Questions before you start?"
        text="Call or write, and we will help you set it up."
        actions={
          <>
            <Link href="/contact" className="button button--accent button--large">
              Contact us
            </Link>
            <CallButton />
          </>
        }
      />
    </>
  );
}
