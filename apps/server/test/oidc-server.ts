import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export type OidcAccount = { id: string; email: string; givenName: string; familyName: string };

export type OidcServer = {
  issuer: string;
  /** Environment for the app: Google and Facebook both pointed at this server. */
  env: (publicUrl: string) => Record<string, string>;
  /** Who signs in at the next authorization, or 'deny' to refuse consent. */
  nextLogin: (account: OidcAccount | 'deny') => void;
  close: () => Promise<void>;
};

/**
 * A real OpenID provider (oidc-provider) on loopback, playing Google and Facebook for tests. Its
 * interaction step signs in the account the test chose and grants consent, or denies it.
 */
export const startOidcServer = async (publicUrls: string[]): Promise<OidcServer> => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, OidcAccount>();
  let next: OidcAccount | 'deny' = {
    id: 'default',
    email: 'default@example.test',
    givenName: 'Default',
    familyName: 'User',
  };

  const redirects = (provider: 'google' | 'facebook') =>
    publicUrls.map((url) => `${url}/${provider}/auth/callback`);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'test-key' };
  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    clients: (['google', 'facebook'] as const).map((name) => ({
      client_id: `${name}-client`,
      client_secret: `${name}-secret-for-tests-only`,
      redirect_uris: redirects(name),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, userinfo: { enabled: true } },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          id,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
          first_name: account.givenName,
          last_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { Session: 5, Interaction: 600, Grant: 600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
  });
  provider.proxy = false;

  provider.use(async (ctx, nextMiddleware) => {
    if (!ctx.path.startsWith('/interaction/')) return nextMiddleware();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (next === 'deny') {
      return provider.interactionFinished(ctx.req, ctx.res, {
        error: 'access_denied',
        error_description: 'The user did not allow it',
      });
    }
    if (details.prompt.name === 'login') {
      accounts.set(next.id, next);
      return provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: next.id } },
        { mergeWithLastSubmission: false },
      );
    }
    const grant = new provider.Grant({
      accountId: String(details.session?.accountId),
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    return provider.interactionFinished(
      ctx.req,
      ctx.res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  });

  server.on('request', provider.callback());

  return {
    issuer,
    env: () => ({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret-for-tests-only',
      GOOGLE_ISSUER: issuer,
      GOOGLE_AUTHORIZE_URL: `${issuer}/auth`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
      FACEBOOK_CLIENT_ID: 'facebook-client',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret-for-tests-only',
      FACEBOOK_AUTHORIZE_URL: `${issuer}/auth`,
      FACEBOOK_TOKEN_URL: `${issuer}/token`,
      FACEBOOK_ME_URL: `${issuer}/me`,
      // This stand-in for Facebook speaks OpenID Connect: its "me" (userinfo) wants the openid scope.
      FACEBOOK_SCOPE: 'openid email profile',
    }),
    nextLogin: (account) => {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
