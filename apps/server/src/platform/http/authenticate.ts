import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenSigner } from '../security/jwt.ts';
import { unauthenticated } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: sets request.userId or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const registerAuthentication = (app: FastifyInstance, signer: TokenSigner): void => {
  app.decorateRequest('userId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const userId = token ? await signer.verifyAccess(token) : null;
    if (!userId) throw unauthenticated();
    request.userId = userId;
  });
};
