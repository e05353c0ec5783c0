// Brings the element a #hash link names into view after a client-side navigation: wouter navigates with
// pushState, and the browser scrolls to a hash only on a full page load.

/** True if `hash` ("#id") names an element, which is then scrolled to and focused; false otherwise. */
export function revealHashTarget(hash: string): boolean {
  const id = decodeHash(hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  // Focus lands where a keyboard or screen reader user expects to go on from; a plain section needs a tabindex for that.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  return true;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
