// The site server: serves dist/, answers the form endpoint, POST /, and GET /healthz (product rules §2.1, §2.11, §3.3, §9.1).
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { posix, resolve, sep } from 'node:path';
import { formEndpoint } from '../intake/form-endpoint';
import { backgroundFaults, type BackgroundFaults } from '../leads/background-faults';
import { leadStore } from '../leads/lead-store';
import { deliveryWorker } from '../notify/delivery-worker';
import { configuredChannels } from '../notify/notify-config';
import { deliveryTiming, outbox, type DeliveryTiming } from '../notify/outbox';
import { ownerMessages } from '../notify/owner-messages';
import { backgroundJobs } from './background-jobs';
import { closeConnectionsOnShutdown } from './close-connections-on-shutdown';
import { frameStylesheets } from './frame-stylesheets';
import { frameworkAnswers } from './framework-answers';
import type { ServerConfig } from './config';
import { helmetOptions, isPageType, pageOnlyHeaders, staticHeaders } from '../../serving/headers';
import { healthz } from './healthz';
import type { LogLine } from './log-line';

/** The configuration, and where the server's lines and the faults of its background work go. */
type SiteAppOptions = ServerConfig & {
  log: LogLine;
  /** The server's own, for the last resort; the app's own unless given. */
  faults?: BackgroundFaults;
  /** The delivery worker's schedule, shortened by a test that cannot wait 15 minutes for a digest. */
  deliveryTiming?: Partial<DeliveryTiming>;
  /** Serve the build's .br and .gz twins; off when some are stale. On unless given. */
  preCompressed?: boolean;
};

const notFoundFile = '404.html';

/** Logged at the first forwarded request while no proxy is trusted (nginx on 127.0.0.1 looks like a visitor). */
const forwardedWarning =
  'Warning: a request came through a proxy (X-Forwarded-For or Forwarded) while TRUST_PROXY is off, so every visitor ' +
  "behind it shares one form rate limit and is stored under the proxy's address; set TRUST_PROXY to the proxy's address, " +
  'such as "loopback" for a proxy on this machine.';

/**
 * The folders of the build that hold a 404.html ('' is the root), found once at start: a
 * missed request then costs a set lookup, and no URL can name a page outside this set.
 */
function notFoundFolders(root: string): Set<string> {
  let files: string[];
  try {
    files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return new Set(); // No build: every miss gets the plain-text answer.
  }
  const folders = files
    .map((file) => file.split(sep).join('/'))
    .filter((file) => posix.basename(file) === notFoundFile)
    .map((file) => posix.dirname(file).replace(/^\.$/, ''));
  // Dotfiles are not served, so a page in a dot folder would only call the not-found handler again.
  return new Set(folders.filter((folder) => !folder.split('/').some((part) => part.startsWith('.'))));
}

/** The folder a URL's path sits in, below the build: "/services/roof-painting/?from=ad" is "services", "/about" is "". */
function folderOf(url: string): string {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0]);
  } catch {
    return '';
  }
  return posix.dirname(posix.normalize(path).replace(/\/+$/, '') || '/').slice(1);
}

/**
 * A Fastify app, not yet listening, serving `distDir`: /about is about/index.html (as
 * prerendered), a .br or .gz twin when the client accepts it, and for anything else status
 * 404 with the 404.html of the folder the path sits in (services/404.html says 'Service
 * Not Found', product rules §2.5), else the root 404.html. A lead posted to it goes through
 * the plugins registered below, in order, and each stops in reverse order when it closes.
 */
export function buildSiteApp({
  log,
  faults = backgroundFaults(log),
  deliveryTiming: timing,
  preCompressed = true,
  ...config
}: SiteAppOptions): FastifyInstance {
  const { distDir, trustProxy } = config;
  const root = resolve(distDir);
  // A form body takes seconds even on a poor connection; a client trickling one for longer is holding a socket hostage.
  // A request that reaches a keep-alive connection during the shutdown drain is answered, not refused with 503:
  // for a form post, a refusal would be a lead the visitor was thanked for and nobody received (product rules §3.4, §9.1).
  const answers = frameworkAnswers();
  const app = Fastify({
    logger: false,
    trustProxy,
    requestTimeout: 30_000,
    return503OnClosing: false,
    frameworkErrors: answers.frameworkErrors,
    clientErrorHandler: answers.clientErrorHandler,
  });
  app.addHook('onReady', answers.ready);
  closeConnectionsOnShutdown(app);
  if (trustProxy === false) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || !(request.headers['x-forwarded-for'] || request.headers.forwarded)) return;
      warned = true;
      log(forwardedWarning);
    });
  }

  app.register(helmet, helmetOptions);
  // Scripts, styles, images, fonts and data go without the headers only a page reads.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && !isPageType(type)) for (const name of pageOnlyHeaders) reply.removeHeader(name);
    return payload;
  });
  const fileHeaders = staticHeaders(root);
  app.register(fastifyStatic, {
    root,
    preCompressed,
    cacheControl: false,
    dotfiles: 'ignore',
    // The raw response, whatever its type says: it has removeHeader and the request it answers.
    setHeaders: (response, path) => fileHeaders(response as unknown as ServerResponse, path),
  });
  // A lead's way: stored (or journalled) durably, with a delivery per channel in its transaction, sent to the owner
  // by the worker the store wakes; the endpoint that takes it last, once everything it hands the lead to is there.
  const { notifyMaxPerHour: maxPerHour } = config;
  const deliveries = { ...deliveryTiming, alertAfterMs: config.deliveryAlertAfterSeconds * 1000, ...timing };
  app.register(leadStore, { path: config.leadsDb, fallbackDir: config.leadsFallbackDir, log, faults });
  app.register(outbox, { channels: configuredChannels(config.notify) });
  app.register(ownerMessages, { notify: config.notify, maxPerHour, digestEveryMs: deliveries.digestEveryMs, log });
  app.register(deliveryWorker, { maxPerHour, timing: deliveries, log, faults });
  app.register(backgroundJobs, { config, log });
  app.register(formEndpoint, ({ leadStore, lowOnSpace }) => ({
    ...config,
    store: leadStore,
    lowOnSpace,
    log,
    answerStylesheets: frameStylesheets(root),
  }));
  app.register(healthz, ({ leadStore, lowOnSpace, failingChannels }) => ({ store: leadStore, lowOnSpace, failingChannels }));

  // Found once: sendFile of a missing page would call the not-found handler again.
  const pageFolders = notFoundFolders(root);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404);
    const folder = request.method === 'GET' ? folderOf(request.url) : '';
    const pageFolder = [folder, ''].find((candidate) => pageFolders.has(candidate));
    if (pageFolder === undefined) return reply.type('text/plain; charset=utf-8').send('Page not found');
    return reply.sendFile(posix.join(pageFolder, notFoundFile));
  });
  return app;
}
