// The header: logo, main navigation with the current page marked, phone and the quote button (product rules §2.2).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { phone } from '../../common/content/business';
import { mainNavigation } from '../content/navigation';
import { normalizePath } from '../routing/match-path';
import { Icon } from '../ui/icon';
import { BrandLogo } from './brand-logo';
import { useScrolledPast } from './use-scrolled-past';

/** The header's shadow grows once the page is scrolled past this many pixels (product rules §2.2, §6). */
const shadowThreshold = 20;

/** aria-current for a navigation link: the page itself, or "true" inside its section (a service under Services). */
function currentFor(href: string, location: string): 'page' | 'true' | undefined {
  if (href === location) return 'page';
  return href !== '/' && location.startsWith(`${href}/`) ? 'true' : undefined;
}

/** Site header shown on every page; below 960 px the links fold into a menu. */
export function SiteHeader() {
  const location = normalizePath(useLocation()[0]);
  const scrolled = useScrolledPast(shadowThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // The menu closes when one of its links is followed (product rules §2.2).
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  return (
    <header className={scrolled ? 'site-header site-header--scrolled' : 'site-header'}>
      <div className="container site-header__inner">
        <Link href="/" className="brand">
          <BrandLogo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span>Menu</span>
        </button>
        <div id="site-menu" className={menuOpen ? 'site-menu site-menu--open' : 'site-menu'} onClick={closeOnLink}>
          <nav className="main-nav" aria-label="Main">
            <ul className="main-nav__list">
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="main-nav__link" aria-current={currentFor(item.href, location)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-menu__actions">
            <a className="site-menu__phone" href={phone.href}>
              <Icon name="phone" />
              {phone.display}
            </a>
            <Link href="/quote" className="button button--accent">
              Get Free Quote
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
