import type { FastifyInstance } from 'fastify';

/** How often, while stopping, connections that have gone idle are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Stopping under a proxy that keeps connections open: from the moment `close()` begins, every
 * answer (also one to a request that was already under way) says `Connection: close`, and
 * connections that fall idle are closed at once instead of after the keep-alive timeout. A
 * request that still arrives on an open connection is answered, not refused, so no client
 * sees a failure while the instance drains.
 */
export const drainOnClose = (app: FastifyInstance) => {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    app.server.closeIdleConnections();
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
};
