// Answers a form post: JSON for scripts (never read, product rules §3.4, but useful to people debugging), a page for plain HTML forms.
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { business, phone } from '../../common/content/business';

/** True when the client is a browser navigating (a form without scripts), not fetch, whose Accept is *\/*. */
function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

const [firstWord, ...otherWords] = business.name.split(' ');

/**
 * A complete page in the site's look, with its stylesheets (`stylesheets`, paths on the site: the server's CSP
 * allows no inline style): the header's logo and name, a heading, one message, and the ways back: the home page
 * and the phone. No script: the site's would take it for the home page, at whose address it is, and render that.
 */
function answerPage(title: string, message: string, stylesheets: readonly string[]): string {
  const links = stylesheets.map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`).join('');
  return `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
    <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />${links}
  </head>
  <body>
    <header class="site-header">
      <div class="container site-header__inner">
        <a class="brand" href="/">
          <img class="brand__mark" src="/favicon.png" width="40" height="40" alt="" />
          <span class="brand__name"><span class="brand__first">${escapeHtml(firstWord)}</span> <span class="brand__rest">${escapeHtml(otherWords.join(' '))}</span></span>
        </a>
      </div>
    </header>
    <main id="main" class="section">
      <div class="container narrow status-page">
        <h1>${escapeHtml(title)}</h1>
        <p>${escapeHtml(message)}</p>
        <p class="button-row">
          <a class="button" href="/">Back to the home page</a>
          <a class="button button--outline" href="${phone.href}">Call ${escapeHtml(phone.display)}</a>
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
    return reply
      .type('text/html; charset=utf-8')
      .send(answerPage(ok ? 'Request received' : 'Your request was not sent', message, stylesheets));
  }
  return reply.send(ok ? { ok, message } : { ok, error: message });
}
