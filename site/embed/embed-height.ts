// An embed page in an iframe tells its parent its height (product rules §8.5), so that the partner page's resizer
// script can fit the iframe to it: on load, whenever it changes, and when the resizer asks.
import { embedMessageTypes, type EmbedHeightMessage, type EmbedHelloMessage, type EmbedWidget } from '../../common/contract/embed-pages';

/**
 * Starts telling the parent the height of `content` (the page's whole content, from the top of the page); returns the
 * function that stops. Does nothing outside an iframe. The height goes to any origin: it is no secret, and the
 * partner's origin is not known here.
 */
export function tellParentTheHeight(widget: EmbedWidget, content: HTMLElement): () => void {
  if (window.parent === window) return () => undefined;
  const send = () => {
    const height = Math.ceil(content.getBoundingClientRect().bottom + window.scrollY);
    const message: EmbedHeightMessage = { type: embedMessageTypes.height, version: 1, widget, height };
    window.parent.postMessage(message, '*');
  };
  const onMessage = (event: MessageEvent<Partial<EmbedHelloMessage> | null>) => {
    if (event.source === window.parent && event.data?.type === embedMessageTypes.hello) send();
  };
  const observer = new ResizeObserver(send);
  observer.observe(content);
  window.addEventListener('message', onMessage);
  // Chromium runs no ResizeObserver in a cross-origin iframe out of view until it scrolls into view: tell it now.
  send();
  return () => {
    observer.disconnect();
    window.removeEventListener('message', onMessage);
  };
}
