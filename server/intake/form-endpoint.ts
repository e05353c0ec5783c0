// The form endpoint, POST / (SPEC 7, DECISIONS D4): checks each lead, stores it durably, then answers.
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { business, phone } from '../../common/content/business';
import { formNameField, isFormName } from '../../common/contract/form-fields';
import type { LogLine } from '../http/start-server';
import type { LeadStore } from '../leads/lead-store';
import { clientAddress, rateLimitKey } from './client-address';
import { parseFormBody, SubmissionError, type FormBody } from './parse-form-body';
import { sendFormAnswer } from './send-form-answer';
import { validateSubmission } from './validate-submission';

/** What the form endpoint needs from the server: where to store, and its limits. */
interface FormEndpointOptions {
  store: LeadStore;
  /** Largest body accepted, in bytes. */
  bodyLimit: number;
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Where each refused post is noted, one line apiece. */
  log: LogLine;
}

const formType = 'application/x-www-form-urlencoded';
const userAgentLimit = 1_000;

// A widget on a partner page posts cross-origin in no-cors mode (D4). Cross-Origin-Resource-Policy
// must allow that, or the browser turns the answer into a network error and the widget shows its
// failure alert for a lead that was saved. Allow-Origin lets a partner's own script read the answer.
const crossOriginHeaders = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  vary: 'Accept',
};

/** The answer to every accepted post, spam included. */
const thankYouMessage = `Thank you! We'll be in touch within ${business.replyWithin}.`;
const saveFailedMessage = `We could not save your request. Please try again, or call us at ${phone.display}.`;

/** What is known about a refused post when its answer is sent. */
interface Refusal {
  status: number;
  /** The message the client was sent; it names fields, never their values. */
  reason: string;
  /** The posted form-name, which may be anything a client sent. */
  formName: string | undefined;
  clientAddress: string;
}

/**
 * The log line of a refused post: enough to see who is refused and why, no personal data. One
 * line, whatever the client sent: the reason is JSON-quoted, so a field name with a line break
 * cannot forge a second line, and only a known form-name is logged (an unknown one is already
 * quoted, shortened, in the reason).
 */
function refusalLine({ status, reason, formName, clientAddress }: Refusal): string {
  const form = isFormName(formName) ? ` form-name=${formName}` : '';
  return `Form post refused: status=${status}${form} client=${clientAddress} reason=${JSON.stringify(reason)}`;
}

/** Registers POST / and its CORS preflight on `app`, an encapsulated scope of the site server. */
export async function formEndpoint(app: FastifyInstance, options: FormEndpointOptions): Promise<void> {
  const { store, bodyLimit, log } = options;

  // Only urlencoded bodies: without Fastify's JSON and text parsers anything else is a 415.
  app.removeAllContentTypeParsers();
  await app.register(formBody, { bodyLimit, parser: parseFormBody });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new SubmissionError(`Too many form posts from your address. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`, 429),
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(crossOriginHeaders);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error('The form endpoint failed:', error);
    const message =
      status === 415
        ? `Send the form as ${formType}.`
        : status === 413
          ? `The form is larger than ${bodyLimit} bytes.`
          : status === 500
            ? saveFailedMessage
            : error.message;
    if (status !== 500) {
      // The body is parsed only when the refusal came from checking it; before that there is no form-name.
      const formName = (request.body as FormBody | undefined)?.[formNameField];
      log(refusalLine({ status, reason: message, formName, clientAddress: clientAddress(request.ip) }));
    }
    return sendFormAnswer(request, reply, status, message);
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

  app.post(
    '/',
    {
      bodyLimit,
      config: {
        rateLimit: {
          max: options.rateLimitMax,
          timeWindow: options.rateLimitWindowSeconds * 1000,
          keyGenerator: (request: FastifyRequest) => rateLimitKey(request.ip),
        },
      },
    },
    async (request, reply) => {
      // A body-less POST skips the content-type parsers, so the type is checked here too.
      const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
      if (type !== formType) throw new SubmissionError(`Send the form as ${formType}.`, 415);
      const submission = validateSubmission((request.body ?? {}) as FormBody);
      await store.save({
        ...submission,
        receivedAt: new Date().toISOString(),
        clientAddress: clientAddress(request.ip),
        userAgent: request.headers['user-agent']?.slice(0, userAgentLimit) ?? null,
      });
      // A filled bot-field gets the very same answer, so a bot learns nothing (SPEC 5, the bot-trap field).
      return sendFormAnswer(request, reply, 200, thankYouMessage);
    },
  );
}
