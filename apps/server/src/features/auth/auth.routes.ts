import type { SocialProvidersResponse } from '@hirelane/contract/auth';
import {
  completeForgotPasswordInput,
  deleteProfileInput,
  forgotPasswordInput,
  loginInput,
  loginResponse,
  refreshResponse,
  registerInput,
  resendConfirmationInput,
  resetPasswordInput,
  socialProvidersResponse,
  socialSignInInput,
  verifyEmailInput,
  verifyEmailResponse,
} from '@hirelane/contract/auth';
import { messageResponse } from '@hirelane/contract/common';
import { type Language, SOCIAL_PROVIDERS } from '@hirelane/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { limitPer, MINUTE, sharedLimit } from '../../platform/http/rate-limit.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { answers, errorResponses, takes } from '../../platform/http/route-schema.ts';
import { requireSameOrigin } from '../../platform/http/same-origin.ts';
import type { AccountService } from './account.service.ts';
import { clearRefreshCookie, readRefreshCookie, setSessionCookies } from './refresh-cookie.ts';
import type { SessionService, SessionTokens } from './session.service.ts';
import type { SocialStart } from './social-start.ts';

/**
 * The signed-out calls' rate limits, made once: the API route and the sign-in pages' forms that make
 * the same call count together.
 */
export const authLimits = (app: FastifyInstance) => ({
  register: sharedLimit(app, 'auth-register', 10, 15 * MINUTE),
  verifyEmail: sharedLimit(app, 'auth-verify-email', 20, 15 * MINUTE, 'ip+email'),
  resendConfirmation: sharedLimit(app, 'auth-resend-confirmation', 10, 15 * MINUTE, 'ip+email'),
  login: sharedLimit(app, 'auth-login', 10, 15 * MINUTE, 'ip+email'),
  forgotPassword: sharedLimit(app, 'auth-forgot-password', 10, 15 * MINUTE, 'ip+email'),
  completeForgotPassword: sharedLimit(app, 'auth-complete-forgot-password', 20, 15 * MINUTE, 'ip+email'),
});
export type AuthLimits = ReturnType<typeof authLimits>;

export type AuthRoutesDeps = {
  accounts: AccountService;
  sessions: SessionService;
  publicUrl: URL;
  clock: Clock;
  providers: SocialProvidersResponse;
  limits: AuthLimits;
  socialStart: SocialStart;
};

export const authRoutes = async (
  app: FastifyInstance,
  { accounts, sessions, publicUrl, clock, providers, limits, socialStart }: AuthRoutesDeps,
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sameOrigin = requireSameOrigin(publicUrl);
  const withCookie = (reply: Parameters<typeof setSessionCookies>[0], tokens: SessionTokens) => {
    setSessionCookies(reply, publicUrl, tokens, clock.now());
    return { accessToken: tokens.accessToken, idToken: tokens.idToken };
  };
  /** A signed-out call about an account's codes and mails: rate-limited, answered with one sentence. */
  const sentenceCall = <Body extends z.ZodType>(
    url: string,
    limit: AuthLimits[keyof AuthLimits],
    body: Body,
    answer: (input: z.output<Body>, locale: Language) => Promise<string>,
  ) =>
    r.post(
      url,
      { ...limit, ...takes({ body }, messageResponse, [400, 429]) },
      // The body passed `body` (the schema above); the type provider cannot follow a generic schema.
      async (request) => ({ message: await answer(request.body as z.output<Body>, requestLocale(request)) }),
    );

  sentenceCall('/auth/register', limits.register, registerInput, (input, locale) =>
    accounts.register(input, locale),
  );
  r.post(
    '/auth/verify-email',
    {
      ...limits.verifyEmail,
      ...takes({ body: verifyEmailInput }, verifyEmailResponse, [400, 429]),
    },
    async (request, reply) => {
      const { message, userId } = await accounts.verifyEmail(request.body);
      const tokens = await sessions.signInVerified(userId);
      return { message, ...withCookie(reply, tokens), hideLoginGuide: tokens.hideLoginGuide };
    },
  );
  sentenceCall(
    '/auth/resend-confirmation',
    limits.resendConfirmation,
    resendConfirmationInput,
    (input, locale) => accounts.resendConfirmation(input.email, locale),
  );

  r.post(
    '/auth/login',
    {
      ...limits.login,
      ...takes({ body: loginInput }, loginResponse, [400, 401, 403, 429]),
    },
    async (request, reply) => {
      const tokens = await sessions.login(request.body);
      return { ...withCookie(reply, tokens), hideLoginGuide: tokens.hideLoginGuide };
    },
  );

  r.post(
    '/auth/refresh-token',
    {
      preHandler: sameOrigin,
      config: limitPer(60, MINUTE),
      ...answers(refreshResponse, [401, 403, 429]),
    },
    async (request, reply) => {
      try {
        return withCookie(reply, await sessions.refresh(readRefreshCookie(request)));
      } catch (error) {
        clearRefreshCookie(reply, publicUrl);
        throw error;
      }
    },
  );

  r.post(
    '/auth/logout',
    { preHandler: sameOrigin, ...answers(messageResponse, [403]) },
    async (request, reply) => {
      await sessions.logout(readRefreshCookie(request));
      clearRefreshCookie(reply, publicUrl);
      return { message: 'You are signed out.' };
    },
  );

  sentenceCall('/auth/forgot-password', limits.forgotPassword, forgotPasswordInput, (input, locale) =>
    accounts.forgotPassword(input.email, locale),
  );
  sentenceCall(
    '/auth/complete-forgot-password',
    limits.completeForgotPassword,
    completeForgotPasswordInput,
    (input) => accounts.completeForgotPassword(input),
  );

  r.post(
    '/auth/reset-password',
    {
      onRequest: app.authenticate,
      config: limitPer(10, 15 * MINUTE),
      ...takes({ body: resetPasswordInput }, messageResponse, [400, 401, 429]),
    },
    async (request) => ({
      message: await accounts.changePassword(request.userId, request.body, readRefreshCookie(request)),
    }),
  );

  r.post(
    '/auth/delete-profile',
    {
      onRequest: app.authenticate,
      config: limitPer(10, 15 * MINUTE),
      ...takes({ body: deleteProfileInput }, messageResponse, [400, 401, 429]),
    },
    async (request, reply) => {
      const message = await accounts.deleteAccount(request.userId, request.body);
      clearRefreshCookie(reply, publicUrl);
      return { message };
    },
  );

  r.get(
    '/auth/social/providers',
    { schema: { response: { 200: socialProvidersResponse } } },
    async () => providers,
  );

  const providerParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS, 'Use google or facebook') });

  // A link the sign-in pages' "Continue with …" is: no script makes the PKCE pair, the server does.
  r.get(
    '/auth/social/:provider/start',
    {
      config: limitPer(30, 15 * MINUTE),
      schema: {
        params: providerParams,
        response: { 303: z.null().describe('To the provider’s sign-in'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .redirect(socialStart.start(request.params.provider, reply), 303),
  );

  r.post(
    '/auth/social/:provider',
    {
      config: limitPer(20, 15 * MINUTE),
      ...takes({ params: providerParams, body: socialSignInInput }, loginResponse, [400, 404, 409, 429]),
    },
    async (request, reply) => {
      const tokens = await sessions.signInWithProvider(
        request.params.provider,
        request.body,
        requestLocale(request),
      );
      return { ...withCookie(reply, tokens), hideLoginGuide: tokens.hideLoginGuide };
    },
  );

  r.post(
    '/auth/social/:provider/link',
    {
      onRequest: app.authenticate,
      config: limitPer(20, 15 * MINUTE),
      ...takes(
        { params: providerParams, body: socialSignInInput },
        messageResponse,
        [400, 401, 404, 409, 429],
      ),
    },
    async (request) => ({
      message: await sessions.linkProvider(request.userId, request.params.provider, request.body),
    }),
  );
};
