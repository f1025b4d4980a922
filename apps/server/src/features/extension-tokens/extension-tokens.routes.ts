import { messageResponse } from '@hirelane/contract/common';
import { extensionTokenResponse, extensionTokensResponse } from '@hirelane/contract/extension';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, creates } from '../../platform/http/route-schema.ts';
import type { ExtensionTokenService } from './extension-tokens.service.ts';

/**
 * The browser extension's tokens, asked for by the signed-in app with its access token (never by
 * the extension: a token cannot make another). The access token is a Bearer header, never a
 * cookie, so a page on another site cannot send it: no Origin check is needed, from any client.
 */
export const extensionTokenRoutes = signedInRoutes((r, { tokens }: { tokens: ExtensionTokenService }) => {
  r.post('/auth/extension-token', creates({}, extensionTokenResponse, [401]), async (request, reply) =>
    reply.status(201).send(await tokens.issue(request.userId)),
  );
  r.get('/auth/extension-tokens', answers(extensionTokensResponse, [401]), async (request) => ({
    tokens: await tokens.list(request.userId),
  }));
  r.delete('/auth/extension-tokens', answers(messageResponse, [401]), async (request) => {
    await tokens.revokeAll(request.userId);
    return { message: 'Every browser extension is disconnected' };
  });
});
