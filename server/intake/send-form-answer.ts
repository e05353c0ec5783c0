// Answers a form post: JSON for scripts (SPEC 7: never read, but useful to people debugging), a page for plain HTML forms.
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { business, phone } from '../../common/content/business';

/** True when the client is a browser navigating (a form without scripts), not fetch, whose Accept is *\/*. */
function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** A complete page with a heading, one message, and the ways back: the home page and the phone. */
function answerPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(message)}</p>
      <p><a href="/">Back to ${escapeHtml(business.name)}</a> or call <a href="${phone.href}">${escapeHtml(phone.display)}</a>.</p>
    </main>
  </body>
</html>
`;
}

/** Sends `message` with `status`: `{ ok, message }` or `{ ok, error }` as JSON, or an HTML page. */
export function sendFormAnswer(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  const ok = status < 400;
  reply.code(status);
  if (wantsHtml(request)) {
    return reply.type('text/html; charset=utf-8').send(answerPage(ok ? 'Request received' : 'Your request was not sent', message));
  }
  return reply.send(ok ? { ok, message } : { ok, error: message });
}
