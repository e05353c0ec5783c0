// Lets a shutting-down server end keep-alive connections as soon as their last answer is sent.
import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer sent after close() began with `Connection: close`. close() ends idle
 * connections at once, but one busy with a request would otherwise stay open after its
 * answer until the client's keep-alive ran out, holding up the exit by a minute or more.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
