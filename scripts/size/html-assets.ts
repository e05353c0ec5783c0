// Finds the JS and CSS a prerendered HTML page makes the browser fetch as it loads.

export interface HtmlAsset {
  /** The URL exactly as written in the page, entities decoded. */
  url: string;
  type: 'js' | 'css';
}

const attributeList = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;
// Read left to right as the browser does: comments, the raw-text bodies of <script> and <style>, and
// what is inert while scripts run (<noscript>, <template>) are stepped over, so tags inside them never count.
const token = new RegExp(
  String.raw`<!--[\s\S]*?-->|<script(?=[\s/>])${attributeList}>[\s\S]*?<\/script\s*>|<(noscript|template|style)(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\2\s*>|<link(?=[\s/>])${attributeList}>`,
  'gi',
);
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const scriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Attribute names (lowercased) to decoded values; a bare attribute maps to "". */
function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of source.matchAll(attributePattern)) {
    const value = double ?? single ?? bare ?? '';
    if (!attributes.has(name.toLowerCase())) attributes.set(name.toLowerCase(), decodeEntities(value));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
}

function assetOf(tag: 'script' | 'link', attributes: Map<string, string>): HtmlAsset | null {
  if (tag === 'script') {
    const src = attributes.get('src');
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    // JSON-LD, import maps and the like are not scripts; nomodule scripts are skipped by module-capable browsers.
    if (!src || !scriptTypes.has(type) || attributes.has('nomodule')) return null;
    return { url: src, type: 'js' };
  }
  const href = attributes.get('href');
  const rel = new Set((attributes.get('rel') ?? '').toLowerCase().split(/\s+/));
  if (!href) return null;
  if (rel.has('modulepreload')) return { url: href, type: 'js' };
  if (rel.has('stylesheet') && !rel.has('alternate') && !attributes.has('disabled')) return { url: href, type: 'css' };
  if (rel.has('preload')) {
    const as = attributes.get('as')?.toLowerCase();
    if (as === 'script') return { url: href, type: 'js' };
    if (as === 'style') return { url: href, type: 'css' };
  }
  // prefetch, icon, canonical and the rest are not fetched for the page to become interactive.
  return null;
}

/** Every script src, modulepreload, stylesheet and script/style preload in `html`, in document order. */
export function htmlAssets(html: string): HtmlAsset[] {
  const assets: HtmlAsset[] = [];
  for (const [, scriptAttributes, , linkAttributes] of html.matchAll(token)) {
    const asset =
      scriptAttributes !== undefined
        ? assetOf('script', parseAttributes(scriptAttributes))
        : linkAttributes !== undefined
          ? assetOf('link', parseAttributes(linkAttributes))
          : null;
    if (asset) assets.push(asset);
  }
  return assets;
}
