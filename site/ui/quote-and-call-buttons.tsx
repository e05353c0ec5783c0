// The site's standard pair of calls to action: the quote page and a phone call.
import { Link } from 'wouter';
import { phone } from '../../common/content/business';
import { Icon } from './icon';

/** "Get Free Quote" and "Call (phone)", for the caller to place in its own button row. */
export function QuoteAndCallButtons() {
  return (
    <>
      <Link href="/quote" className="button button--accent button--large">
        Get Free Quote
      </Link>
      <CallButton />
    </>
  );
}

/** "Call (phone)", on a dark band. */
export function CallButton() {
  return (
    <a className="button button--ghost-light button--large" href={phone.href}>
      <Icon name="phone" />
      Call {phone.display}
    </a>
  );
}
