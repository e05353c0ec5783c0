// What an embed page takes from its own URL and from the page that frames it (product rules §8.5): the element's
// attributes as query parameters, read by the widgets' own parsers, and where the lead came from.
import type { CalculatorPrefill } from '../../common/calculator/calculator-prefill';
import { embedQueryNames, embedTags, type EmbedWidget } from '../../common/contract/embed-pages';
import type { Attribution } from '../../common/contract/form-fields';
import { hostPageAttribution, widgetAttribution } from '../../common/contract/host-page-attribution';
import { calculatorPrefill } from '../../common/widget-settings/prefill/calculator-prefill';
import { contactFormPrefill } from '../../common/widget-settings/prefill/contact-form-prefill';
import { quoteFormPrefill } from '../../common/widget-settings/prefill/quote-form-prefill';
import { parseWidgetAttributes, queryReader, type AttributeReader } from '../../common/widget-settings/widget-attributes';

/** Each widget's prefill, as its element's prefill attributes give it. */
export type EmbedPrefill = CalculatorPrefill | ReturnType<typeof quoteFormPrefill.parse> | ReturnType<typeof contactFormPrefill.parse>;

const prefillParsers: Record<EmbedWidget, (reader: AttributeReader) => EmbedPrefill> = {
  'quote-calculator': calculatorPrefill.parse,
  'quote-form': quoteFormPrefill.parse,
  'contact-form': contactFormPrefill.parse,
};

export interface EmbedSettings {
  headingLevel: 2 | 3;
  /** The accent as a plain colour, when the query names one. */
  accent?: string;
  prefill?: EmbedPrefill;
  /** The partner and the page that shows the embed page, when the query names them. */
  attribution: Attribution;
}

/** What an embed page shows before it has read its query: the widget's defaults, as prerendered. */
export const defaultEmbedSettings: EmbedSettings = { headingLevel: 2, attribution: {} };

/**
 * The settings in an embed page's query, checked as the element checks its attributes: a value that cannot be used is
 * left out with one console warning. Parameters other than the widget's own are ignored, as unknown attributes are.
 */
export function readEmbedSettings(widget: EmbedWidget, search: string): EmbedSettings {
  const query = new URLSearchParams(search);
  const known = new URLSearchParams();
  for (const name of embedQueryNames[widget]) {
    const value = query.get(name);
    if (value !== null) known.set(name, value);
  }
  const reader = queryReader(known, `${embedTags[widget]} page`);
  // The endpoint is always the site itself: an embed page is served by it.
  const { headingLevel, accent, attribution } = parseWidgetAttributes(reader, location.href, location.origin);
  return { headingLevel, accent, attribution, prefill: prefillParsers[widget](reader) };
}

/** What the browser tells of the page around this one, without asking it: none when the page is not framed and was not linked to. */
function embeddingPage(): Pick<Location, 'origin' | 'pathname' | 'search'> | undefined {
  const framed = window.parent !== window;
  // The referrer of a framed page is the page that framed it (as its Referrer-Policy allows: often its origin alone).
  const referrer = document.referrer || (framed ? location.ancestorOrigins?.[0] : undefined);
  if (!referrer) return undefined;
  try {
    const { origin, pathname, search } = new URL(referrer);
    return { origin, pathname, search };
  } catch {
    return undefined;
  }
}

/**
 * Where a lead sent from an embed page came from: the partner and the page its query names (`named`); else the page
 * that frames or linked to it, as far as the browser tells, else the embed page itself (a QR code, a typed link). The
 * utm_* parameters are the embed page's own, which a partner may add to the link or the iframe's address.
 */
export function embedPageAttribution(named: Attribution = {}): Attribution {
  const around = named.page ? undefined : embeddingPage();
  return widgetAttribution(around ? { ...named, page: hostPageAttribution(around).page } : named, location);
}
