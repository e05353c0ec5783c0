// A form posted from an embed page (product rules §8.5), told by its Referer: the site sends
// strict-origin-when-cross-origin, so a post from one of its own pages carries that page's whole address. Without
// scripts, the prerendered form has none of the query's attribution, which the address gives instead.
import type { FastifyRequest } from 'fastify';
import { embedPageWidget, embedQueryNames, type EmbedWidget } from '../../common/contract/embed-pages';
import { attributionLimits } from '../../common/contract/field-limits';
import { attributionFields, type Attribution } from '../../common/contract/form-fields';
import { hostPageAttribution } from '../../common/contract/host-page-attribution';
import type { FormBody, LimitedFormBody } from './parse-form-body';

/** The embed page a post was sent from, and the attribution its query gives. */
export interface EmbedPost {
  widget: EmbedWidget;
  attribution: Attribution;
}

/** The page an embed page's `page` parameter names (a WordPress post's own address), read as the embed page reads it. */
function namedPage(query: URLSearchParams): Attribution {
  const url = URL.parse(query.get('page') ?? '');
  return url?.protocol === 'https:' || url?.protocol === 'http:' ? { page: hostPageAttribution(url).page } : {};
}

/** The embed page `request` was posted from, on this site; undefined for a post from anywhere else. */
export function embedPostOf(request: FastifyRequest): EmbedPost | undefined {
  // URL.parse, not new URL: for every post without a Referer (a server's, a privacy tool's), a thrown error cost the
  // endpoint a fifth of the leads it stores per second.
  const page = URL.parse(request.headers.referer ?? '');
  const widget = page?.host === request.host ? embedPageWidget(page.pathname) : undefined;
  if (!page || !widget) return undefined;
  // The partner as the embed page reads it from its query, among the widget's own parameters (embedQueryNames): one
  // longer than the endpoint takes whole is ignored.
  const partner = embedQueryNames[widget].includes('partner') ? page.searchParams.get('partner')?.trim() : undefined;
  const attribution = { ...hostPageAttribution(page), ...namedPage(page.searchParams) };
  if (partner && partner.length > attributionLimits.partner) return { widget, attribution };
  return { widget, attribution: { ...(partner ? { partner } : {}), ...attribution } };
}

/**
 * A preHandler hook for the form endpoint: the post of an embed page gets the attribution fields of the page's query
 * that it did not post itself, as the embed page's script would have posted them. A scripted post keeps its own.
 */
export async function creditEmbedPost(request: FastifyRequest): Promise<void> {
  const body = request.body as LimitedFormBody | undefined;
  const post = Array.isArray(body) ? embedPostOf(request) : undefined;
  if (!body || !post) return;
  const posted = new Set(body.map(([name]) => name));
  const missing: FormBody = attributionFields.flatMap((field) => {
    const value = post.attribution[field];
    return value && !posted.has(field) ? [[field, value] as const] : [];
  });
  request.body = Object.assign([...body, ...missing], { dropped: body.dropped });
}
