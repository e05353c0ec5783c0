// Parses a widget element's attributes, which arrive as strings, into its settings (product rules §3.3, §8.2).
import { attributionLimits } from '../contract/field-limits';
import type { Attribution } from '../contract/form-fields';
import { hostPageAttribution } from '../contract/host-page-attribution';

/** The attributes every widget watches: a change to any of them after upgrade applies at once. */
export const widgetAttributeNames = ['endpoint', 'partner', 'page', 'heading-level', 'accent', 'data-layer'];

/** One element's attributes, read trimmed; a value that cannot be used is reported once. */
export interface AttributeReader {
  read(name: string): string | undefined;
  /** Warns that attribute `name` is ignored, and why; the same value is reported only once. */
  ignore(name: string, value: string, why: string): void;
}

/** An AttributeReader over `read`, whose warnings start with `label` and are remembered in `reported`. */
function warningReader(label: string, read: (name: string) => string | null, reported: Set<string>): AttributeReader {
  return {
    read: (name) => read(name)?.trim(),
    ignore(name, value, why) {
      const message = `${label}: ignoring ${name}="${value}", ${why}`;
      if (!reported.has(message)) console.warn(message);
      reported.add(message);
    },
  };
}

/** An AttributeReader of `element` that remembers, in `reported`, what it has warned about. */
export function attributeReader(element: Element, reported = new Set<string>()): AttributeReader {
  return warningReader(element.localName, (name) => element.getAttribute(name), reported);
}

/**
 * An AttributeReader of an embed page's query (product rules §8.5): each parameter stands for the element's
 * attribute of the same name, and is checked the same way.
 */
export function queryReader(query: URLSearchParams, page: string): AttributeReader {
  return warningReader(page, (name) => query.get(name), new Set());
}

/** The value of attribute `name` when it is one of `allowed`; another value is ignored with a warning. */
export function readOneOf<T extends string>({ read, ignore }: AttributeReader, name: string, allowed: readonly T[]): T | undefined {
  const value = read(name);
  if (!value) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  ignore(name, value, `which is not one of ${allowed.join(', ')}`);
  return undefined;
}

export interface WidgetAttributes {
  /** Absolute URL the widget's forms post to. */
  endpoint: string;
  /** Posted with every lead: the partner and the page, when the attributes name them. */
  attribution: Attribution;
  /** Level of the widget's headings, to fit the partner page's outline. */
  headingLevel: 2 | 3;
  /** The accent attribute as a computed colour, when it is one. */
  accent?: string;
  /** The array a completed submit is pushed to, when the data-layer attribute is present. */
  dataLayer?: string;
}

/** localhost, 127.0.0.0/8 and [::1]: a developer's own machine, never a partner's page on the web. */
export const isLoopback = ({ hostname }: URL) => /^(localhost|127(\.\d+){3}|\[::1\])$/.test(hostname);

/**
 * Reads the attributes every widget shares. The endpoint defaults to the site's origin fixed at build time, so a
 * re-hosted script (a CDN mirror, a tag manager) still posts to the site; a script served from loopback posts to its
 * own origin. An endpoint must be https:, or http: on an http: page or loopback; unusable values warn and are ignored.
 */
export function parseWidgetAttributes(reader: AttributeReader, scriptUrl: string | undefined, siteOrigin: string): WidgetAttributes {
  const { read, ignore } = reader;
  const base = new URL('/', scriptUrl && isLoopback(new URL(scriptUrl)) ? scriptUrl : siteOrigin);
  let endpoint = base.href;
  const endpointAttribute = read('endpoint');
  if (endpointAttribute) {
    const url = urlOf(endpointAttribute, base);
    if (url?.protocol === 'https:' || (url?.protocol === 'http:' && (location.protocol === 'http:' || isLoopback(url))))
      endpoint = url.href;
    else ignore('endpoint', endpointAttribute, 'which is not an https: URL');
  }

  let partner = read('partner');
  // The endpoint would hold an over-long field for review, and the owner would not hear of the lead at once.
  if (partner && partner.length > attributionLimits.partner) {
    ignore('partner', partner, `which is longer than ${attributionLimits.partner} characters`);
    partner = undefined;
  }

  const page = readPage(reader);

  const accentAttribute = read('accent');
  const accent = accentAttribute ? computedColour(accentAttribute) : undefined;
  if (accentAttribute && !accent) ignore('accent', accentAttribute, 'which is not a CSS colour');

  const dataLayer = read('data-layer');
  return {
    endpoint,
    attribution: { ...(partner ? { partner } : {}), ...(page ? { page } : {}) },
    headingLevel: read('heading-level') === '3' ? 3 : 2,
    accent,
    // Present and empty means the default array, as in Google Tag Manager's snippet.
    dataLayer: dataLayer === undefined ? dataLayer : dataLayer || 'dataLayer',
  };
}

/** `value` as a URL, resolved against `base`; undefined for what is not a URL at all. */
function urlOf(value: string, base?: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * The page attribute: the address of the page the widget is on, for a host that knows it better than the browser's
 * address bar (a WordPress post's own address), an http: or https: URL, cut as the host page's address is.
 */
function readPage({ read, ignore }: AttributeReader): string | undefined {
  const value = read('page');
  if (!value) return undefined;
  const url = urlOf(value);
  if (url?.protocol === 'https:' || url?.protocol === 'http:') return hostPageAttribution(url).page;
  ignore('page', value, 'which is not an http: or https: URL');
  return undefined;
}

/**
 * `value` as the browser computes a colour: a canvas takes colours only, so var(), attr(),
 * url() and images are refused, and what comes back is a plain colour safe to write into a rule.
 */
function computedColour(value: string): string | undefined {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  const resolve = (start: string) => {
    context.fillStyle = start;
    context.fillStyle = value;
    return String(context.fillStyle);
  };
  // A value the canvas refuses leaves the starting colour in place.
  const colour = resolve('#000');
  return colour === resolve('#fff') ? colour : undefined;
}
