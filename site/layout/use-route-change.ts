// What happens on every client-side route change: back to the top, the new title, focus to the content.
import { useEffect, useRef } from 'react';

/**
 * After a navigation (not the first render): scrolls to the top (SPEC 2), sets document.title, and
 * moves focus to <main> so keyboard and screen reader users start on the new page.
 */
export function useRouteChange(location: string, title: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.title = title;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location, title]);
}
