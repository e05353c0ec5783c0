// Framed, an embed page opens its dialogs where the visitor is looking (product rules §8.5): grown by the resizer to
// its whole height, or scrolled inside a frame taller than the window, a dialog centred in the frame could open
// out of sight.

/** Places `dialog`, just opened, in the middle of the part of the frame the visitor sees, then scrolls it into view. */
function placeInView(dialog: HTMLDialogElement) {
  // Hidden, yet focusable, until placed: the visible part is known a frame later.
  dialog.style.opacity = '0';
  const seen = new IntersectionObserver(([{ intersectionRect: visible }]) => {
    seen.disconnect();
    const height = dialog.offsetHeight;
    const top = Math.round(Math.max(0, Math.min(innerHeight - height, visible.top + (visible.height - height) / 2)));
    dialog.style.margin = `${top}px auto 0`;
    dialog.style.opacity = '';
    // Then centred in the partner's window, which scrolls what it takes: after the scroll the browser made for the
    // dialog's focus while it was still centred in the frame.
    dialog.scrollIntoView({ block: 'center' });
  });
  // The root's intersection is the part of this page, in its own window, that the partner's window shows.
  seen.observe(document.documentElement);
}

/** Starts placing each dialog the page opens; returns the function that stops. Does nothing outside an iframe. */
export function keepDialogsInView(): () => void {
  if (window.parent === window) return () => undefined;
  const observer = new MutationObserver((records) => {
    for (const { target } of records) if (target instanceof HTMLDialogElement && target.open) placeInView(target);
  });
  observer.observe(document.body, { subtree: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}
