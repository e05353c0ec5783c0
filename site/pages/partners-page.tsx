// Partners (/partners): how a strata manager, a realtor or a local business puts a widget on their own site, in
// plain words: the code to paste, a frame, a link or a QR code, WordPress's rules, and how leads are credited.
import '../styles/cards.css';
import '../styles/partners.css';
import { Link } from 'wouter';
import { wordpressPluginPath } from '../../common/contract/embed-pages';
import { business, mailtoHref } from '../../common/content/business';
import { PartnerKit } from '../partners/partner-kit';
import { CtaBanner } from '../ui/cta-banner';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { CallButton } from '../ui/quote-and-call-buttons';

/** The WordPress plugin's shortcode of each widget. */
const shortcodes = ['okanagan_quote_calculator', 'okanagan_quote_form', 'okanagan_contact_form'];

/** The partners page. */
export default function PartnersPage() {
  return (
    <>
      <PageHero
        eyebrow="For partners"
        title="Put Our Quote Calculator on Your Site"
        lead="For strata managers, realtors and local businesses: give your residents, clients and customers a free, instant cleaning quote on your own website, newsletter or notice board, and be credited for every request that comes through you."
      />
      <section className="section section--tight" aria-label="Get your code">
        <div className="container container--narrow">
          <PartnerKit />
        </div>
      </section>
      <section className="section section--tint section--tight" aria-labelledby="wordpress-title">
        <div className="container container--narrow partner-notes">
          <h2 id="wordpress-title">Using WordPress</h2>
          <ol className="partner-steps">
            <li>
              In the page editor, add a <strong>Custom HTML</strong> block where the calculator should go, and paste the code for your
              website into it.
            </li>
            <li>
              Only Administrators, and on most sites Editors, may add scripts and frames. For Authors and Contributors, WordPress removes
              both the script and the frame when the page is saved, and leaves only the link.
            </li>
            <li>After publishing, open the page again and check that it shows the calculator, not just a “Get a free quote” link.</li>
            <li>
              If only the link is left, ask your site’s administrator to install{' '}
              <a href={wordpressPluginPath} download>
                our WordPress plugin
              </a>{' '}
              (a zip file, added under Plugins, Add New, Upload Plugin). Then anyone who edits pages can add a <strong>Shortcode</strong>{' '}
              block with your name in place of acme-strata:
              <ul className="shortcode-list">
                {shortcodes.map((shortcode) => (
                  <li key={shortcode}>
                    <code>[{shortcode} partner=&quot;acme-strata&quot;]</code>
                  </li>
                ))}
              </ul>
            </li>
          </ol>
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
              <span>Every request sent through your calculator, form, link or QR code names you, just as you typed your name.</span>
            </li>
            <li>
              <Icon name="check" />
              <span>We add them up for each partner every month, and can tell you any time how many came through you.</span>
            </li>
            <li>
              <Icon name="check" />
              <span>Use the same name everywhere you put the code, so that all your requests count together.</span>
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
