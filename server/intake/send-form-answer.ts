// Answers a form post: JSON for scripts (never read, product rules §3.4, but useful to people debugging), a page for plain HTML forms.
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { business, phone } from '../../common/content/business';
import { allowEmbedFraming, embedAnswerPolicy } from '../../serving/headers';
import { embedPostOf } from './embed-post';

/** True when the client is a browser navigating (a form without scripts), not fetch, whose Accept is *\/*. */
function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

const [firstWord, ...otherWords] = business.name.split(' ');

/** A link of the answer page; for an embed page's post it opens a new tab, never the site inside the partner's frame. */
function link(href: string, className: string, content: string, embed: boolean): string {
  const outside = embed ? ' target="_blank" rel="noopener"' : '';
  const note = embed ? '<span class="visually-hidden"> (opens in a new tab)</span>' : '';
  return `<a class="${className}" href="${escapeHtml(href)}"${outside}>${content}${note}</a>`;
}

/**
 * A complete page in the site's look, with its stylesheets (`stylesheets`, paths on the site: the server's CSP
 * allows no inline style): the header's logo and name, a heading, one message, and the ways back: the home page
 * and the phone. No script: the site's would take it for the home page, at whose address it is, and render that.
 * For an embed page's post (`embed`), shown in the partner's frame, it has no header, as the embed page has none,
 * and its way to the site opens a new tab (product rules §8.5).
 */
function answerPage(title: string, message: string, stylesheets: readonly string[], embed: boolean): string {
  const links = stylesheets.map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`).join('');
  const brand = `
          <img class="brand__mark" src="/favicon.png" width="40" height="40" alt="" />
          <span class="brand__name"><span class="brand__first">${escapeHtml(firstWord)}</span> <span class="brand__rest">${escapeHtml(otherWords.join(' '))}</span></span>
        `;
  const header = embed
    ? ''
    : `
    <header class="site-header">
      <div class="container site-header__inner">
        ${link('/', 'brand', brand, false)}
      </div>
    </header>`;
  return `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
    <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />${links}
  </head>
  <body>${header}
    <main id="main" class="section">
      <div class="container narrow status-page">
        <h1>${escapeHtml(title)}</h1>
        <p>${escapeHtml(message)}</p>
        <p class="button-row">
          ${link('/', 'button', embed ? `Visit ${escapeHtml(business.name)}` : 'Back to the home page', embed)}
          ${link(phone.href, 'button button--outline', `Call ${escapeHtml(phone.display)}`, false)}
        </p>
      </div>
    </main>
  </body>
</html>
`;
}

/**
 * Sends `message` with `status`: `{ ok, message }` or `{ ok, error }` as JSON, or an HTML page linking `stylesheets`.
 */
export function sendFormAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  stylesheets: readonly string[],
): FastifyReply {
  const ok = status < 400;
  reply.code(status);
  if (wantsHtml(request)) {
    // Posted from an embed page, the answer shows in its place, in the partner's frame.
    const embed = embedPostOf(request) !== undefined;
    if (embed) allowEmbedFraming(reply.raw, embedAnswerPolicy);
    return reply
      .type('text/html; charset=utf-8')
      .send(answerPage(ok ? 'Request received' : 'Your request was not sent', message, stylesheets, embed));
  }
  return reply.send(ok ? { ok, message } : { ok, error: message });
}
