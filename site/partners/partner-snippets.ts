// The code the partners page hands a partner for one widget: the script snippet, the iframe snippet and the plain
// link of its embed page (docs/embedding.md), each crediting the partner.
import { embedPagePath, embedTags, iframeFirstHeight, iframeResizerPath, quoteButton } from '../../common/contract/embed-pages';
import { embedPageOf, partnerWidgets, type PartnerChoice } from '../content/partner-widgets';

export interface SnippetChoice {
  /** The site's origin, which the scripts and links point to. */
  origin: string;
  widget: PartnerChoice;
  /** The partner id, as readPartnerName made it. */
  partner: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` made safe inside a double-quoted HTML attribute value or between tags. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]);
}

/** The widget's embed page with the partner in its query: the plain link, the iframe's page, the QR code's text. */
export function embedLink({ origin, widget, partner }: SnippetChoice): string {
  const url = new URL(embedPagePath(embedPageOf(widget)), origin);
  url.search = new URLSearchParams({ partner }).toString();
  return url.href;
}

/** The widget's script, and its element holding a fallback link to the embed page, which credits the partner too. */
export function scriptSnippet(choice: SnippetChoice): string {
  const script = `<script src="${escapeHtml(new URL(`/widgets/${choice.widget}.js`, choice.origin).href)}" defer></script>`;
  const link = `<a href="${escapeHtml(embedLink(choice))}">${escapeHtml(partnerWidgets[choice.widget].linkText)}</a>`;
  // The quote button sits in a line of text, and takes its words from the link.
  if (choice.widget === quoteButton.script)
    return [script, `<${quoteButton.tag} partner="${escapeHtml(choice.partner)}">${link}</${quoteButton.tag}>`].join('\n');
  const tag = embedTags[choice.widget];
  // The block around it keeps the fallback link in the page's content column, with no inline style for a strict
  // Content-Security-Policy to refuse.
  return [script, '<div>', `  <${tag} partner="${escapeHtml(choice.partner)}">`, `    <p>${link}</p>`, `  </${tag}>`, '</div>'].join('\n');
}

/** An iframe of the embed page, then the optional resizer script that fits the frame to the widget's height. */
export function iframeSnippet(choice: SnippetChoice): string {
  const { widget, origin } = choice;
  const attributes = [
    `src="${escapeHtml(embedLink(choice))}"`,
    `title="${escapeHtml(partnerWidgets[widget].frameTitle)}"`,
    'width="100%"',
    `height="${iframeFirstHeight[embedPageOf(widget)]}"`,
    'style="border:0"',
    // The embed page learns the framing page's whole address, to name it in the lead: a WordPress post under Plain
    // permalinks is /?p=8, and the browser's default would tell the origin alone. The embed page keeps no other query.
    'referrerpolicy="no-referrer-when-downgrade"',
    'loading="lazy"',
  ];
  // As the script snippet's, the block around it takes the width of the page's content column, as a theme sets it.
  return [
    '<div>',
    `  <iframe ${attributes.join(' ')}></iframe>`,
    '</div>',
    `<script src="${escapeHtml(new URL(iframeResizerPath, origin).href)}" defer></script>`,
  ].join('\n');
}
