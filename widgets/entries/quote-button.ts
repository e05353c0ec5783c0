// Widget entry: registers <okanagan-quote-button> (product rules §8.1), a button that opens the calculator's embed page
// in a modal dialog on the partner's page. A plain custom element without Preact: the calculator is the embed page's.
import { embedMessageTypes, quoteButton, type EmbedCloseMessage, type EmbedHeightMessage } from '../../common/contract/embed-pages';
import { isLoopback } from '../../common/widget-settings/widget-attributes';
import css from '../quote-button.css?inline';
import { quoteButtonUrl } from '../quote-button-url';

// The script's own URL, read while the classic script runs: afterwards document.currentScript is null.
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src;
const script = scriptUrl ? new URL(scriptUrl) : undefined;
// The embed page is the site's, wherever this script was copied to; served from loopback (npm start), its own.
const siteOrigin = script && isLoopback(script) ? script.origin : import.meta.env.SITE_ORIGIN;

/** A new `tag` element with `properties` (`part` included), holding `children`. */
function create<K extends keyof HTMLElementTagNameMap>(tag: K, properties: object, ...children: Array<Node | string>) {
  const element = Object.assign(document.createElement(tag), properties);
  element.append(...children);
  return element;
}

class QuoteButton extends HTMLElement {
  connectedCallback() {
    // Moved within the page: the dialog and the calculator in it stay as they are.
    if (this.shadowRoot) return;
    const root = document.documentElement.style;
    const open = create('button', { part: 'button' });
    const title = create('h2', { id: 'title' });
    const close = create('button', { onclick: () => dialog.close() }, 'Close');
    const loading = create('p', {}, 'Loading the calculator…');
    const body = create('div', {}, create('header', {}, title, close));
    const dialog = create('dialog', { part: 'modal' }, body);
    // The text is the element's content (the fallback link's), which the parser may still be adding.
    const label = () => (open.textContent = title.textContent = this.textContent!.trim() || 'Get a free quote');
    const slot = create('slot', { hidden: true, onslotchange: label });
    let frame: HTMLIFrameElement | undefined;
    let url: string | undefined;
    // The page's own overflow, put back once the dialog closes.
    let overflow = '';
    dialog.setAttribute('aria-labelledby', 'title');
    const shadow = this.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
    shadow.append(open, slot, dialog);
    label();

    open.onclick = () => {
      const next = quoteButtonUrl(this, siteOrigin, location);
      // Loaded at the first click, and again only once its address changes (another attribute, another host page).
      if (next !== url) {
        frame?.remove();
        // As tall as the dialog may be, until the page inside says how tall it is. Hidden behind the loading line until
        // its page has loaded (quote-button.css), so that the calculator first shows where it stays.
        body.append(
          loading,
          (frame = create('iframe', { src: (url = next), title: 'Instant quote calculator', height: 1e4, onload: () => loading.remove() })),
        );
      }
      overflow = root.overflow;
      // The page behind stays where it is while the dialog is open.
      root.overflow = 'hidden';
      dialog.showModal();
    };
    dialog.onclose = () => (root.overflow = overflow);
    // The embed page's height, which it tells once it runs and at each change, and its Escape key.
    addEventListener('message', ({ origin, source, data }: MessageEvent<Partial<EmbedHeightMessage | EmbedCloseMessage> | null>) => {
      if (origin !== siteOrigin || source !== frame?.contentWindow) return;
      if (data?.type === embedMessageTypes.close) dialog.close();
      if (data?.type === embedMessageTypes.height) frame.height = `${data.height}`;
    });
  }
}

if (!customElements.get(quoteButton.tag)) customElements.define(quoteButton.tag, QuoteButton);
