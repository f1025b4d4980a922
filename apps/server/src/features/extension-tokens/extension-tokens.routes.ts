import { messageResponse } from '@hirelane/contract/common';
import { extensionTokenResponse, extensionTokensResponse } from '@hirelane/contract/extension';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, creates } from '../../platform/http/route-schema.ts';
import { requireSameOrigin } from '../../platform/http/same-origin.ts';
import type { ExtensionTokenService } from './extension-tokens.service.ts';

/**
 * The browser extension's tokens, asked for by the signed-in app (never by the extension: a token
 * cannot make another); new and revoke also require the app's own Origin.
 */
export const extensionTokenRoutes = async (
  app: FastifyInstance,
  { tokens, publicUrl }: { tokens: ExtensionTokenService; publicUrl: URL },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const sameOrigin = requireSameOrigin(publicUrl);

  r.post(
    '/auth/extension-token',
    { onRequest: sameOrigin, ...creates({}, extensionTokenResponse, [401, 403]) },
    async (request, reply) => reply.status(201).send(await tokens.issue(request.userId)),
  );
  r.get('/auth/extension-tokens', answers(extensionTokensResponse, [401]), async (request) => ({
    tokens: await tokens.list(request.userId),
  }));
  r.delete(
    '/auth/extension-tokens',
    { onRequest: sameOrigin, ...answers(messageResponse, [401, 403]) },
    async (request) => {
      await tokens.revokeAll(request.userId);
      return { message: 'Every browser extension is disconnected' };
    },
  );
};
