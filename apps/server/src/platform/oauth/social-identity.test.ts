import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialProviderConfig } from '../../config.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { createSocialIdentityResolver, type ProviderName } from './social-identity.ts';

const TIMEOUT_MS = 300;

/**
 * A provider on loopback whose `/silent/…` endpoints take the request and never answer; `/token`
 * answers with a signed ID token and an access token, `/jwks` and `/me` with what they should.
 */
let server: http.Server;
let base: string;
let idToken: string;
let jwks: unknown;
beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  server = http.createServer((request, response) => {
    if (request.url?.startsWith('/silent/')) return; // never answers
    const json = (body: unknown) =>
      response.setHeader('content-type', 'application/json').end(JSON.stringify(body));
    if (request.url === '/token') return json({ id_token: idToken, access_token: 'access' });
    if (request.url === '/jwks') return json(jwks);
    if (request.url === '/me') return json({ id: 'fb-1', email: 'someone@example.test' });
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  idToken = await new SignJWT({ email: 'someone@example.test', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(base)
    .setAudience('client')
    .setSubject('google-1')
    .setExpirationTime('5m')
    .sign(privateKey);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const provider = (paths: { token: string; jwks?: string; me?: string }): SocialProviderConfig => ({
  clientId: 'client',
  clientSecret: 'secret',
  authorizeUrl: `${base}/authorize`,
  tokenUrl: `${base}${paths.token}`,
  issuer: base,
  jwksUrl: paths.jwks && `${base}${paths.jwks}`,
  meUrl: paths.me && `${base}${paths.me}`,
  scope: 'openid email',
});

/** The sign-in as a route answers it: through the app's one error handler. */
const signInApp = async (providers: Partial<Record<ProviderName, SocialProviderConfig>>) => {
  const resolver = createSocialIdentityResolver(providers, { timeoutMs: TIMEOUT_MS });
  const app: FastifyInstance = Fastify();
  registerErrorHandler(app);
  app.post<{ Params: { provider: ProviderName } }>('/sign-in/:provider', (request) =>
    resolver.resolve(request.params.provider, 'code', 'verifier', 'http://app.test/callback'),
  );
  await app.ready();
  return app;
};

const signIn = async (app: FastifyInstance, name: ProviderName) => {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: `/sign-in/${name}` });
  return { response, elapsedMs: performance.now() - started };
};

describe('social sign-in against a provider that never answers', () => {
  it.each([
    ['Google', 'the code exchange', 'google', { token: '/silent/token', jwks: '/jwks' }],
    ['Google', 'the key set', 'google', { token: '/token', jwks: '/silent/jwks' }],
    ['Facebook', 'the code exchange', 'facebook', { token: '/silent/token', me: '/me' }],
    ['Facebook', 'the profile', 'facebook', { token: '/token', me: '/silent/me' }],
  ] as const)(
    '%s sign-in answers a clear error within the timeout when %s hangs',
    async (label, _call, name, paths) => {
      const app = await signInApp({ [name]: provider(paths) });
      const { response, elapsedMs } = await signIn(app, name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'SOCIAL_SIGN_IN_FAILED',
        message: `${label} did not answer in time. Please try again.`,
      });
      expect(elapsedMs).toBeLessThan(TIMEOUT_MS + 1500);
      await app.close();
    },
  );

  it('signs in when the provider answers (the same endpoints, not silent)', async () => {
    const app = await signInApp({
      google: provider({ token: '/token', jwks: '/jwks' }),
      facebook: provider({ token: '/token', me: '/me' }),
    });
    expect((await signIn(app, 'google')).response.json()).toMatchObject({ subject: 'google-1' });
    expect((await signIn(app, 'facebook')).response.json()).toMatchObject({ subject: 'fb-1' });
    await app.close();
  });
});
