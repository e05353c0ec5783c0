// The scripted buttons a visitor pressed in the prerendered page before React took it over. Until then such a
// button (Calculate, a tab, the menu) does nothing; the entry keeps them from the start, so that each is pressed
// again once the page has hydrated (takeUpEarlyInput).

/**
 * Starts keeping the scripted buttons (`type="button"`) clicked under `root`. The function returned stops and lists
 * them, each once, in the order of its last click: a second press on a button that did nothing asked for the same.
 */
export function keepEarlyClicks(root: Element): () => HTMLButtonElement[] {
  const clicked = new Set<HTMLButtonElement>();
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || !root.contains(button)) return;
    clicked.delete(button);
    clicked.add(button);
  };
  root.addEventListener('click', keep, true);
  return () => {
    root.removeEventListener('click', keep, true);
    return [...clicked];
  };
}
