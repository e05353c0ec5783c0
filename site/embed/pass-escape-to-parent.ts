// An embed page in an iframe passes on an Escape it does not use itself (product rules §8.5): a key pressed in a frame
// of another origin never reaches the partner's page, whose quote button closes its dialog on this message.
import { embedMessageTypes, type EmbedCloseMessage } from '../../common/contract/embed-pages';

/** Starts passing the visitor's unused Escape presses to the parent; returns the function that stops. Nothing outside an iframe. */
export function passEscapeToParent(): () => void {
  if (window.parent === window) return () => undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    // The page's own open dialog (a thank-you) closes on this Escape, and is still open while the key is handled.
    if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
    const message: EmbedCloseMessage = { type: embedMessageTypes.close, version: 1 };
    // Any origin may know that Escape was pressed; the partner's origin is not known here.
    window.parent.postMessage(message, '*');
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
