// Answers a form post: JSON for scripts (SPEC 7: never read, but useful to people debugging), a page for plain HTML forms.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerPage } from './answer-page';

/** True when the client is a browser navigating (a form without scripts), not fetch, whose Accept is *\/*. */
function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
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
