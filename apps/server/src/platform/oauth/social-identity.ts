import { createRemoteJWKSet, customFetch, errors, jwtVerify } from 'jose';
import type { SocialProviderConfig } from '../../config.ts';
import { AppError } from '../http/app-error.ts';
import { OUTBOUND_TIMEOUT_MS, OutboundTimeoutError, outboundFetch } from '../net/outbound-fetch.ts';

/** Who the provider says the person is, after the code was exchanged and the answer checked. */
export type SocialIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

export type ProviderName = 'google' | 'facebook';
const LABEL: Record<ProviderName, string> = { google: 'Google', facebook: 'Facebook' };

const failed = (provider: ProviderName) =>
  new AppError(
    'SOCIAL_SIGN_IN_FAILED',
    `Signing in with ${LABEL[provider]} did not complete. Please try again.`,
  );

/** The provider kept the person waiting: its token, key or profile endpoint did not answer in time. */
const tooSlow = (provider: ProviderName) =>
  new AppError('SOCIAL_SIGN_IN_FAILED', `${LABEL[provider]} did not answer in time. Please try again.`);

const isTimeout = (error: unknown) =>
  error instanceof OutboundTimeoutError || error instanceof errors.JWKSTimeout;

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export type SocialIdentityOptions = {
  /** How long each call to the provider (code exchange, signing keys, profile) may take. */
  timeoutMs?: number;
};

/**
 * Exchanges an authorization code (with its PKCE verifier) at the provider's token endpoint using
 * the client secret, then establishes who signed in: Google by verifying the ID token's signature
 * (JWKS), issuer, audience and expiry; Facebook by the Graph "me" call with the access token.
 */
export const createSocialIdentityResolver = (
  providers: Partial<Record<ProviderName, SocialProviderConfig>>,
  { timeoutMs = OUTBOUND_TIMEOUT_MS }: SocialIdentityOptions = {},
) => {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keysFor = (url: string) => {
    let keys = keySets.get(url);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(url), {
        timeoutDuration: timeoutMs,
        [customFetch]: (input, init) => outboundFetch(input, { ...init, timeoutMs }),
      });
      keySets.set(url, keys);
    }
    return keys;
  };

  /** One call to the provider: its JSON when it answered 2xx in time, else the reason sign-in stops. */
  const callProvider = async (
    provider: ProviderName,
    url: string,
    init: RequestInit,
  ): Promise<Record<string, unknown>> => {
    try {
      const response = await outboundFetch(url, { ...init, timeoutMs });
      if (!response.ok) throw failed(provider);
      return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      if (isTimeout(error)) throw tooSlow(provider);
      throw failed(provider);
    }
  };

  const exchange = async (
    provider: ProviderName,
    config: SocialProviderConfig,
    code: string,
    verifier: string,
    redirectUri: string,
  ) =>
    callProvider(provider, config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
    });

  return {
    isConfigured: (provider: ProviderName) => providers[provider] !== undefined,

    resolve: async (
      provider: ProviderName,
      code: string,
      verifier: string,
      redirectUri: string,
    ): Promise<SocialIdentity> => {
      const config = providers[provider];
      if (!config) throw new AppError('NOT_FOUND', `Sign-in with ${LABEL[provider]} is not available`);
      const tokens = await exchange(provider, config, code, verifier, redirectUri);

      if (provider === 'google') {
        if (!config.jwksUrl || typeof tokens.id_token !== 'string') throw failed(provider);
        try {
          const { payload } = await jwtVerify(tokens.id_token, keysFor(config.jwksUrl), {
            issuer: config.issuer,
            audience: config.clientId,
          });
          if (!payload.sub) throw failed(provider);
          return {
            subject: payload.sub,
            email: asString(payload.email).toLowerCase() || null,
            emailVerified: payload.email_verified === true,
            firstName: asString(payload.given_name) || asString(payload.name),
            lastName: asString(payload.family_name),
          };
        } catch (error) {
          if (error instanceof AppError) throw error;
          if (isTimeout(error)) throw tooSlow(provider);
          throw failed(provider);
        }
      }

      if (!config.meUrl || typeof tokens.access_token !== 'string') throw failed(provider);
      const profile = await callProvider(provider, config.meUrl, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      const subject = asString(profile.id) || asString(profile.sub);
      if (!subject) throw failed(provider);
      return {
        subject,
        email: asString(profile.email).toLowerCase() || null,
        // Facebook only returns addresses it has confirmed.
        emailVerified: Boolean(profile.email),
        firstName: asString(profile.first_name) || asString(profile.given_name) || asString(profile.name),
        lastName: asString(profile.last_name) || asString(profile.family_name),
      };
    },
  };
};

export type SocialIdentityResolver = ReturnType<typeof createSocialIdentityResolver>;
