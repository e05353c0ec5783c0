// The header: brand, contact shortcut and the quote button.
import { Link } from 'wouter';
import { business, phone } from '../../widgets/content/business';

/** Site header shown on every page. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="brand">
          <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 20c3-6 6-9 8-12 2 3 5 6 8 12a8 8 0 0 1-16 0z" fill="#fff" />
          </svg>
          <span>{business.name}</span>
        </Link>
        <div className="site-header__actions">
          <a className="site-header__phone" href={phone.href}>
            {phone.display}
          </a>
          <Link href="/" className="button button--accent">
            Get Free Quote
          </Link>
        </div>
      </div>
    </header>
  );
}
