import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { trustedProxies } from '../../config-operations.ts';
import { drainOnClose } from './drain-on-close.ts';

/**
 * The bare Fastify instance: a random id per request (sent back as `x-request-id`, never taken
 * from the client), the trusted proxies, a 1 MiB body limit, the contract's zod schemas, and a
 * stop that drains kept-alive connections (`drain-on-close.ts`).
 */
export const createServer = (config: Config, logger: FastifyServerOptions['logger']) => {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // While stopping, a request on an open connection is answered (with `Connection: close`).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  drainOnClose(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
};
