import type { Plan } from '@hirelane/contract/constants';
import { EXTENSION_TOKEN_PREFIX } from '@hirelane/contract/extension';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenSigner } from '../security/jwt.ts';
import { AppError, unauthenticated } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
    /** The plan the access token names (null when it names none). */
    userRole: Plan | null;
  }
  interface FastifyContextConfig {
    /**
     * The browser extension's token is accepted here too (saving a job from the page being read);
     * every other route refuses it as no sign-in.
     */
    extensionToken?: boolean;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: sets request.userId or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Bearer access tokens, each checked against its session: logout, a password change or reset and
 * account deletion end the session, and its access tokens fail at once (one indexed lookup, on
 * the shared database, so every instance agrees). The browser extension's token (its own prefix,
 * `extensionTokenOwner` finds whose it is) counts only on a route whose config allows it, and
 * names no plan.
 */
export const registerAuthentication = (
  app: FastifyInstance,
  signer: TokenSigner,
  isSessionLive: (sessionId: string) => Promise<boolean>,
  extensionTokenOwner: (token: string) => Promise<string | null>,
): void => {
  app.decorateRequest('userId', '');
  app.decorateRequest('userRole', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (token.startsWith(EXTENSION_TOKEN_PREFIX)) {
      const owner = request.routeOptions.config.extensionToken ? await extensionTokenOwner(token) : null;
      if (!owner) throw unauthenticated();
      request.userId = owner;
      request.userRole = null;
      return;
    }
    const claims = token ? await signer.verifyAccess(token) : null;
    if (!claims?.sessionId || !(await isSessionLive(claims.sessionId))) throw unauthenticated();
    request.userId = claims.userId;
    request.userRole = claims.role;
  });
};

/** onRequest hook after `authenticate` for features only some plans may use. */
export const requireRole =
  (roles: readonly Plan[]) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!request.userRole || !roles.includes(request.userRole)) {
      throw new AppError('FORBIDDEN', 'Your plan does not include this feature');
    }
  };
