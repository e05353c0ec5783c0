// What happens on every client-side route change: the new title, then the top of the page (or the section
// a #hash names) and focus, so keyboard and screen reader users start on the new content.
import { useEffect, useRef } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { revealHashTarget } from './reveal-hash-target';

const currentHash = () => (typeof window === 'undefined' ? '' : window.location.hash);

/**
 * After a navigation (never for the address the page was loaded at): sets document.title, then scrolls to the
 * #hash target and focuses it, or else to the top (product rules §2.2) with focus on <main>. Call it from a component that
 * commits together with the new page, so the hash target is already in the document.
 */
export function useRouteChange(location: string, title: string): void {
  const hash = useLocationProperty(currentHash, currentHash);
  const address = location + hash;
  // The address last handled, not a first-run flag: StrictMode runs a mount's effects twice in development.
  const handled = useRef(address);
  useEffect(() => {
    if (handled.current === address) return;
    handled.current = address;
    document.title = title;
    if (revealHashTarget(hash)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [address, hash, title]);
}
