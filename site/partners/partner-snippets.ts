// The code the partners page hands a partner for one widget: the script snippet, the iframe snippet and the plain
// link of its embed page (docs/embedding.md), each crediting the partner.
import { embedPagePath, embedTags, iframeFirstHeight, iframeResizerPath, type EmbedWidget } from '../../common/contract/embed-pages';
import { partnerWidgets } from '../content/partner-widgets';

export interface SnippetChoice {
  /** The site's origin, which the scripts and links point to. */
  origin: string;
  widget: EmbedWidget;
  /** The partner value, as readPartnerName kept it. */
  partner: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` made safe inside a double-quoted HTML attribute value or between tags. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]);
}

/** The widget's embed page with the partner in its query: the plain link, the iframe's page, the QR code's text. */
export function embedLink({ origin, widget, partner }: SnippetChoice): string {
  const url = new URL(embedPagePath(widget), origin);
  url.search = new URLSearchParams({ partner }).toString();
  return url.href;
}

/** The widget's script, and its element holding a fallback link to the embed page, which credits the partner too. */
export function scriptSnippet(choice: SnippetChoice): string {
  const tag = embedTags[choice.widget];
  const script = new URL(`/widgets/${choice.widget}.js`, choice.origin).href;
  // The block around it keeps the fallback link in the page's content column, with no inline style for a strict
  // Content-Security-Policy to refuse.
  return [
    `<script src="${escapeHtml(script)}" defer></script>`,
    '<div>',
    `  <${tag} partner="${escapeHtml(choice.partner)}">`,
    `    <p><a href="${escapeHtml(embedLink(choice))}">${escapeHtml(partnerWidgets[choice.widget].linkText)}</a></p>`,
    `  </${tag}>`,
    '</div>',
  ].join('\n');
}

/** An iframe of the embed page, then the optional resizer script that fits the frame to the widget's height. */
export function iframeSnippet(choice: SnippetChoice): string {
  const { widget, origin } = choice;
  const attributes = [
    `src="${escapeHtml(embedLink(choice))}"`,
    `title="${escapeHtml(partnerWidgets[widget].frameTitle)}"`,
    'width="100%"',
    `height="${iframeFirstHeight[widget]}"`,
    'style="border:0;max-width:100%"',
    'loading="lazy"',
  ];
  return [
    `<iframe ${attributes.join(' ')}></iframe>`,
    `<script src="${escapeHtml(new URL(iframeResizerPath, origin).href)}" defer></script>`,
  ].join('\n');
}
