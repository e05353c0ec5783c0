// The answers Fastify gives on its own, before any hook runs: to a URL that is not valid percent-encoding, and to a
// request that is not HTTP or whose headers are too large. Each carries the headers helmet gives every answer that is
// not a page, and its status for a body: nothing of the request (product rules §9.1).
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { helmetHeaders, pageOnlyHeaders } from '../../serving/headers';

export interface FrameworkAnswers {
  /** For Fastify's frameworkErrors option: a bad URL, a route parameter too long. */
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void;
  /** For Fastify's clientErrorHandler option: a request that is not HTTP, headers too large, a request too slow. */
  clientErrorHandler(error: ConnectionError, socket: Socket): void;
  /** Reads helmet's headers, once, before the server takes requests (an onReady hook). */
  ready(): Promise<void>;
}

const plainText = 'text/plain; charset=utf-8';

/** The status line's words ("Bad Request"), the whole body of these answers. */
const statusText = (status: number) => STATUS_CODES[status] ?? 'Error';

export function frameworkAnswers(): FrameworkAnswers {
  let headers: Record<string, string> = {};
  return {
    async ready() {
      const page = new Set(pageOnlyHeaders.map((name) => name.toLowerCase()));
      headers = Object.fromEntries(Object.entries(await helmetHeaders()).filter(([name]) => !page.has(name)));
    },
    frameworkErrors(error, _request, reply) {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      reply.code(status).headers(headers).type(plainText).send(statusText(status));
    },
    clientErrorHandler(error, socket) {
      // The connection is gone: nobody to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = statusText(status);
      const lines = Object.entries({ ...headers, 'Content-Type': plainText, 'Content-Length': String(body.length), Connection: 'close' });
      if (socket.writable)
        socket.write(`HTTP/1.1 ${status} ${body}\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`);
      socket.destroy(error);
    },
  };
}
