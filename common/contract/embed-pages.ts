// The pages that show one widget alone, for partners whose pages take only a link or an iframe (product rules
// §8.5), and the messages an embed page and the partner page's resizer script exchange. It imports nothing.

/** The widgets with an embed page, named as their scripts are (/widgets/<name>.js). */
export const embedWidgets = ['quote-calculator', 'quote-form', 'contact-form'] as const;
export type EmbedWidget = (typeof embedWidgets)[number];

/** The folder of the embed pages: /embed/quote-calculator and the others. */
export const embedFolder = '/embed';

/** The path of a widget's embed page; its query takes the element's attributes (embedQueryNames). */
export function embedPagePath(widget: EmbedWidget): string {
  return `${embedFolder}/${widget}`;
}

/**
 * The widget whose embed page `url` is: /embed/<widget>, with or without its trailing slash, and any query. These
 * pages alone may be framed by any site and render the widget alone (product rules §8.5); every other address,
 * /embed, /embed//x and /embed/<widget>/index.html included, is the site's, framed only by itself.
 */
export function embedPageWidget(url: string): EmbedWidget | undefined {
  const path = url.split(/[?#]/, 1)[0];
  return embedWidgets.find((widget) => path === embedPagePath(widget) || path === `${embedPagePath(widget)}/`);
}

/** The element each widget's script registers. */
export const embedTags: Record<EmbedWidget, string> = {
  'quote-calculator': 'okanagan-quote-calculator',
  'quote-form': 'okanagan-quote-form',
  'contact-form': 'okanagan-contact-form',
};

/** The query parameters an embed page reads, each as the attribute of the same name on the element. */
export const embedQueryNames: Record<EmbedWidget, readonly string[]> = {
  'quote-calculator': ['partner', 'page', 'accent', 'heading-level', 'tab', 'home-size', 'package', 'membership-size', 'plan'],
  'quote-form': ['partner', 'page', 'accent', 'heading-level', 'services'],
  'contact-form': ['partner', 'page', 'accent', 'heading-level', 'subject'],
};

/** The script a partner page adds once, beside its iframes, so that each iframe takes its embed page's height. */
export const iframeResizerPath = '/widgets/iframe-resizer.js';

/**
 * The height, in CSS pixels, the iframe snippet gives each embed page for a page without the resizer script: the
 * widget's first view in a column 650 pixels wide or wider (the contact form's at any width); what is taller, in a
 * narrower column or once the visitor goes on, scrolls inside the iframe.
 */
export const iframeFirstHeight: Record<EmbedWidget, number> = {
  'quote-calculator': 1000,
  'quote-form': 1380,
  'contact-form': 860,
};

/** Sent by an embed page to its parent: on load, whenever its height changes, and when asked (schema version 1). */
export interface EmbedHeightMessage {
  type: 'okanagan-embed:height';
  version: 1;
  widget: EmbedWidget;
  /** The page's whole height in CSS pixels, a whole number. */
  height: number;
}

/** Sent by the resizer to each iframe when it starts, since it may start after an embed page has loaded. */
export interface EmbedHelloMessage {
  type: 'okanagan-embed:hello';
  version: 1;
}

/**
 * Sent by an embed page to its parent when the visitor presses Escape in it, so that the quote button's dialog closes
 * as it does for an Escape on the partner's side: a key pressed in a frame of another origin never reaches the page.
 */
export interface EmbedCloseMessage {
  type: 'okanagan-embed:close';
  version: 1;
}

export const embedMessageTypes = { height: 'okanagan-embed:height', hello: 'okanagan-embed:hello', close: 'okanagan-embed:close' } as const;

/** The WordPress plugin's zip, which `npm run build` writes into the build: its shortcodes write the script snippet. */
export const wordpressPluginPath = '/downloads/okanagan-exterior-cleaning.zip';

/**
 * The quote button (/widgets/quote-button.js): a button that opens the calculator's embed page in a dialog. Its
 * element takes the calculator's attributes, and its fallback link is the calculator's embed page.
 */
export const quoteButton = {
  script: 'quote-button',
  path: '/widgets/quote-button.js',
  tag: 'okanagan-quote-button',
  opens: 'quote-calculator',
} as const;
