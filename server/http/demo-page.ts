// The markup the embed demo's pages share, written once: each page names it with a comment, and the demo app fills
// it in as it serves the page. Partner pages keep their snippets as a partner would paste them.

/** The demo pages with the shared header, in the order its navigation lists them. */
const demoPages: ReadonlyArray<readonly [page: string, label: string]> = [
  ['index.html', 'Strata partner'],
  ['widgets.html', 'All widgets and events'],
  ['hostile-css.html', 'Hostile CSS'],
  ['strict-csp.html', 'Strict CSP'],
  ['iframes.html', 'Iframes and links'],
  ['snippet-builder.html', 'Snippet builder'],
];

/** Each widget's tag, and the text of the link it holds until it upgrades (the fallback a partner's snippet carries). */
const widgetFallbacks: Record<string, { tag: string; text: string }> = {
  'quote-calculator': { tag: 'okanagan-quote-calculator', text: 'Get a free quote' },
  'quote-form': { tag: 'okanagan-quote-form', text: 'Request a free quote' },
  'contact-form': { tag: 'okanagan-contact-form', text: 'Send us a message' },
};

/** <!--demo-head-->: the head lines every demo page starts with. */
const demoHead = `<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/demo.css" />`;

/** <!--demo-header-->: the brand and the navigation between the demo pages, `page` marked as the current one. */
function demoHeader(page: string): string {
  const links = demoPages.map(([target, label]) => {
    const current = target === page ? ' aria-current="page"' : '';
    return `          <li><a href="/${target === 'index.html' ? '' : target}"${current}>${label}</a></li>`;
  });
  return `<header class="demo-header">
      <p class="demo-brand">Okanagan Exterior Cleaning · widget embed demo</p>
      <nav class="demo-nav" aria-label="Demo pages">
        <ul>
${links.join('\n')}
        </ul>
      </nav>
    </header>`;
}

/**
 * <!--widget NAME ATTRIBUTES-->: the widget's element with ATTRIBUTES, holding its fallback: a link to its embed page
 * that credits the same partner (product rules §8.5). The demo pages put it in a block of their own.
 */
function widgetSnippet(indent: string, name: string, attributes: string): string {
  const widget = widgetFallbacks[name];
  if (!widget) throw new Error(`No widget called ${name} for <!--widget ${name}-->`);
  const partner = /\bpartner="([^"]*)"/.exec(attributes)?.[1];
  const query = partner ? `?${new URLSearchParams({ partner })}` : '';
  return `<${widget.tag}${attributes}>
${indent}  <p><a href="{{SITE_ORIGIN}}/embed/${name}${query}">${widget.text}</a></p>
${indent}</${widget.tag}>`;
}

/** The demo page `page` as served: its shared markup filled in, then the site origin wherever it says {{SITE_ORIGIN}}. */
export function demoPage(text: string, page: string, siteOrigin: string): string {
  return text
    .replaceAll('<!--demo-head-->', demoHead)
    .replaceAll('<!--demo-header-->', () => demoHeader(page))
    .replace(
      /^( *)<!--widget ([a-z-]+)((?: [a-z-]+="[^"]*")*)-->/gm,
      (_, indent: string, name: string, attributes: string) => indent + widgetSnippet(indent, name, attributes),
    )
    .replaceAll('{{SITE_ORIGIN}}', siteOrigin);
}
