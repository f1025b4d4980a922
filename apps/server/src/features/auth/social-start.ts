import crypto from 'node:crypto';
import { type SocialSignInInput, socialSignInInput } from '@hirelane/contract/auth';
import type { SocialProvider } from '@hirelane/contract/constants';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { safeEqual } from '../../platform/security/random.ts';

/*
 * Google and Facebook sign-in started and finished by the server, so the sign-in pages need no
 * script for them: the start makes `state` and a PKCE pair, keeps them in a short-lived HttpOnly
 * cookie sent only to that provider's callback address, and sends the browser to the provider; the
 * callback takes the code only with the state the cookie holds, and exchanges it with the cookie's
 * verifier (through the same social sign-in as the API route).
 */

/** The cookie of one sign-in in progress (`<state>.<verifier>`), one per provider's callback path. */
export const SOCIAL_START_COOKIE = 'hl_social';
/** Long enough to pick an account at the provider, short enough not to outlive the attempt. */
export const SOCIAL_START_MAX_AGE_S = 10 * 60;

/** The provider's return, on the address the app registered with it (kept for every client). */
export const socialCallbackPath = (provider: SocialProvider): string => `/${provider}/auth/callback`;

/** What the provider put on the callback address. */
export type SocialCallbackQuery = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
};

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const challengeOf = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

/** A reply to a start that is not this browser's, or was used already: nothing happens. */
const unusable = () =>
  new AppError(
    'SOCIAL_STATE_INVALID',
    'This sign-in link cannot be used: it has been used already, or it did not start in this browser. Please start again.',
  );

const LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
const cancelled = (provider: SocialProvider) =>
  new AppError(
    'SOCIAL_CANCELLED',
    `Sign-in was cancelled at ${LABEL[provider]}, or ${LABEL[provider]} did not allow it. Nothing was changed.`,
  );

const COOKIE_VALUE = /^([0-9a-f]{64})\.([0-9a-f]{64})$/;

export type SocialStart = ReturnType<typeof createSocialStart>;

export const createSocialStart = (config: Pick<Config, 'social' | 'publicUrl'>) => {
  const secure = config.publicUrl.protocol === 'https:';
  const cookieOptions = (provider: SocialProvider) => ({
    path: socialCallbackPath(provider),
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
  });
  const settingsOf = (provider: SocialProvider) => {
    const settings = config.social[provider];
    if (!settings) throw notFound(`${LABEL[provider]} sign-in is not offered here`);
    return settings;
  };

  return {
    /**
     * Where the browser goes to sign in with `provider` (its authorization address with a new
     * state and PKCE challenge), and the cookie that remembers them; 404 for a provider not offered.
     */
    start: (provider: SocialProvider, reply: FastifyReply): string => {
      const settings = settingsOf(provider);
      const state = hex(32);
      const verifier = hex(32);
      reply.setCookie(SOCIAL_START_COOKIE, `${state}.${verifier}`, {
        ...cookieOptions(provider),
        maxAge: SOCIAL_START_MAX_AGE_S,
      });
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set(
        'redirect_uri',
        new URL(socialCallbackPath(provider), config.publicUrl).toString(),
      );
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', settings.scope);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', challengeOf(verifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },

    /** Forgets the attempt (every callback, whatever its outcome: the address works once). */
    forget: (provider: SocialProvider, reply: FastifyReply) =>
      void reply.clearCookie(SOCIAL_START_COOKIE, cookieOptions(provider)),

    /**
     * The code and verifier to exchange, when the provider's reply carries the state this
     * browser's cookie holds; a refusal at the provider, a missing or other state, a missing cookie
     * (used already, or started elsewhere) or a missing code is an AppError with a sentence.
     */
    check: (
      provider: SocialProvider,
      query: SocialCallbackQuery,
      cookie: string | undefined,
    ): SocialSignInInput => {
      if (query.error) throw cancelled(provider);
      const kept = COOKIE_VALUE.exec(cookie ?? '');
      if (!kept || !query.state || !safeEqual(query.state, kept[1] ?? '')) throw unusable();
      // The same input the API route reads: a code of a sane size, a verifier of PKCE's alphabet.
      const input = socialSignInInput.safeParse({ code: query.code, codeVerifier: kept[2] });
      if (!input.success) throw unusable();
      return input.data;
    },
  };
};
