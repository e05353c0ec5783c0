// The form endpoint, POST / (product rules §3.2, §3.3): checks each lead, stores it durably, then answers (§7.1-§7.3).
import type { FastifyError, FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { business, phone } from '../../common/content/business';
import type { LogLine } from '../http/log-line';
import { StorageUnavailableError, type LeadStore } from '../leads/lead-store';
import { clientAddress, rateLimitKey } from './client-address';
import { creditEmbedPost } from './embed-post';
import { dailyCount, droppedSpam, postRate, quarantineBudget, refusalSummary } from './intake-limits';
import { parseFormBody, SubmissionError, type FormBody, type LimitedFormBody } from './parse-form-body';
import { sendFormAnswer } from './send-form-answer';
import { validateSubmission } from './validate-submission';

/** What the form endpoint needs from the server: where to store, and its limits. */
interface FormEndpointOptions {
  store: LeadStore;
  /** Largest body accepted, in bytes. */
  bodyLimit: number;
  /** Posts one client may send per window before the rest are held. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Posts with nothing wrong one client may send per UTC day before the rest are held. */
  leadsPerClientPerDay: number;
  /** Keys a post may store; the rest are counted in one reason and dropped. */
  maxFields: number;
  /** The storage budget of held posts: per client per UTC day, and in all. */
  quarantinePerClientPerDay: number;
  quarantineTotal: number;
  /** Spam posts the database keeps at most (SPAM_TOTAL); past it spam is dropped unstored, and counted in the log. */
  spamTotal: number;
  /** The site's stylesheets (paths), for the page that answers a form posted without scripts. */
  answerStylesheets: readonly string[];
  /** True while the database's disk is short of space: held posts are then refused, real leads still stored. */
  lowOnSpace: () => boolean;
  /** Where refused posts are noted: one line each for a post that cannot be a lead, one a minute for those over the budget. */
  log: LogLine;
}

const formType = 'application/x-www-form-urlencoded';
const userAgentLimit = 1_000;

// A widget on a partner page posts cross-origin in no-cors mode (product rules §3.3). Cross-Origin-Resource-Policy
// must allow that, or the browser turns the answer into a network error and the widget shows its
// failure alert for a lead that was saved. Allow-Origin lets a partner's own script read the answer.
const crossOriginHeaders = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  vary: 'Accept',
};

/** The answer to every stored post, held ones and spam included, so a bot learns nothing. */
const thankYouMessage = `Thank you! We'll be in touch within ${business.replyWithin}.`;
const overBudgetMessage = `We cannot take more requests from your address today. Please call us at ${phone.display}.`;

/**
 * The log line of a post that cannot be a lead: enough to see who is refused and why, no
 * personal data. One line, whatever the client sent: the reason is JSON-quoted, so a form-name
 * with a line break cannot forge a second line.
 */
function refusalLine(status: number, reason: string, clientAddress: string): string {
  return `Form post refused: status=${status} client=${clientAddress} reason=${JSON.stringify(reason)}`;
}

/** Seconds from `now` to the next midnight UTC, when a client's budget of held posts starts again. */
function secondsToMidnightUtc(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((midnight - now.getTime()) / 1000);
}

/** Registers POST / and its CORS preflight on `app`, an encapsulated scope of the site server. */
export async function formEndpoint(app: FastifyInstance, options: FormEndpointOptions): Promise<void> {
  const { store, bodyLimit, log, rateLimitMax, rateLimitWindowSeconds, answerStylesheets } = options;
  const overRate = postRate(rateLimitMax, rateLimitWindowSeconds * 1000);
  const leadsToday = dailyCount();
  const budget = quarantineBudget(options.quarantinePerClientPerDay, options.quarantineTotal, () => store.heldCount());
  const summary = refusalSummary(log, { perClientPerDay: options.quarantinePerClientPerDay, total: options.quarantineTotal });
  const dropped = droppedSpam(log, options.spamTotal);
  app.addHook('onClose', async () => {
    summary.stop();
    dropped.stop();
  });

  // Only urlencoded bodies: without Fastify's JSON and text parsers anything else is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(formType, { parseAs: 'string', bodyLimit }, (_request, text, done) => {
    try {
      done(null, parseFormBody(String(text), options.maxFields));
    } catch (error) {
      done(error as SubmissionError, undefined);
    }
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(crossOriginHeaders);
  });
  app.addHook('preHandler', creditEmbedPost);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Only a refusal (4xx) is answered on purpose. Anything else, a lead nothing kept (StorageUnavailableError) or a
    // fault of the endpoint, gets no answer at all, as the proxy gives for a crashed server: any answer, even a 500,
    // thanks the visitor of a widget posting no-cors, and so the form shows its failure alert and keeps what was
    // typed instead (product rules §3.4, §7.7).
    const status = error.statusCode;
    if (!status || status < 400 || status >= 500) {
      if (!(error instanceof StorageUnavailableError)) {
        log(`The form endpoint failed and dropped a post, which got no answer: ${error.name}: ${error.message}`);
      }
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    const message =
      status === 415 ? `Send the form as ${formType}.` : status === 413 ? `The form is larger than ${bodyLimit} bytes.` : error.message;
    const reason = error instanceof SubmissionError ? error.detail : message;
    log(refusalLine(status, reason, clientAddress(request.ip)));
    return sendFormAnswer(request, reply, status, message, answerStylesheets);
  });

  app.options('/', async (_request, reply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'Content-Type',
        'access-control-max-age': '86400',
      })
      .send(),
  );

  app.post('/', { bodyLimit }, async (request, reply) => {
    // A body-less POST skips the content-type parsers, so the type is checked here too.
    const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
    if (type !== formType) throw new SubmissionError(`Send the form as ${formType}.`, 415);
    const body = (request.body ?? []) as LimitedFormBody;
    const submission = validateSubmission(body as FormBody);
    if (body.dropped) submission.reasons.push(`${body.dropped} more fields than the ${options.maxFields} kept were posted and dropped`);
    const now = new Date();
    const client = rateLimitKey(request.ip);
    if (overRate(client, now.getTime())) {
      submission.reasons.push(`over the rate limit of ${rateLimitMax} posts in ${rateLimitWindowSeconds} s from one client`);
    }
    // A flood of valid-looking posts is held (kept, not sent on), so it cannot bury the owner's inbox.
    if (submission.reasons.length === 0 && leadsToday(client, now.getTime()) > options.leadsPerClientPerDay) {
      submission.reasons.push(`over ${options.leadsPerClientPerDay} leads in one day from one client`);
    }
    if (submission.reasons.length > 0) {
      // Held posts are kept within a budget, so a flood cannot fill the disk; past it, the post is refused.
      if (options.lowOnSpace() || !budget.fits(client, now, submission.spam)) {
        summary.note(clientAddress(request.ip));
        return sendFormAnswer(
          request,
          reply.header('retry-after', String(secondsToMidnightUtc(now))),
          429,
          overBudgetMessage,
          answerStylesheets,
        );
      }
      budget.spend(client, submission.spam);
    }
    // Spam is not a lead: past its cap it is thanked like any post, so a bot learns nothing, and not stored.
    if (submission.spam && store.spamCount() >= options.spamTotal) {
      dropped.note();
      return sendFormAnswer(request, reply, 200, thankYouMessage, answerStylesheets);
    }
    await store.save({
      ...submission,
      submissionId: randomUUID(),
      receivedAt: now.toISOString(),
      clientAddress: clientAddress(request.ip),
      userAgent: request.headers['user-agent']?.slice(0, userAgentLimit) ?? null,
    });
    return sendFormAnswer(request, reply, 200, thankYouMessage, answerStylesheets);
  });
}
