import {
  completeForgotPasswordInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resendConfirmationInput,
  type SocialProvidersResponse,
  verifyEmailInput,
} from '@hirelane/contract/auth';
import { SOCIAL_PROVIDERS } from '@hirelane/contract/constants';
import {
  ARRIVAL_NOTICE_COOKIE,
  ARRIVAL_NOTICE_MAX_AGE_S,
  type ArrivalNotice,
  type FormAnswer,
  type FormPageSteps,
  LOGIN_NOTICES,
  type PublicPageContent,
} from '@hirelane/contract/public-page';
import type { Clock } from '../../platform/clock.ts';
import { validationFailed } from '../../platform/http/app-error.ts';
import { attempt, checked, formInput, keptValues } from '../../platform/http/form-pages.ts';
import type { PageAnswer, PageRedirect, PublicPages } from '../../platform/http/public-pages.ts';
import { setSiteCookie } from '../../platform/http/site-cookie.ts';
import type { AccountService } from './account.service.ts';
import type { AuthLimits } from './auth.routes.ts';
import { hasSessionHint, setSessionCookies } from './refresh-cookie.ts';
import type { SessionService, SessionTokens } from './session.service.ts';
import { SOCIAL_START_COOKIE, type SocialStart, socialCallbackPath } from './social-start.ts';

type AuthPagesDeps = {
  accounts: AccountService;
  sessions: SessionService;
  providers: SocialProvidersResponse;
  limits: AuthLimits;
  publicUrl: URL;
  clock: Clock;
  socialStart: SocialStart;
};

/** What a post that names none of the page's forms is told (a form is sent with its button's `intent`). */
const unknownIntent = () => validationFailed({ intent: 'This form cannot be sent from here' });

/** The sign-up form's fields that may be shown again (the password never). */
const SIGNUP_VALUES = [
  'firstName',
  'lastName',
  'email',
  'country',
  'agreedToPrivacyPolicy',
  'consentedToMarketing',
];

/**
 * Sign-in, sign-up and a forgotten password as server-rendered pages whose plain forms make the
 * same calls as the API routes (same schemas, services, rate limits, errors and cookies). A
 * sign-in, and a confirmed sign-up code, go home with the new session; anything else shows the
 * page's next step. Someone signed in is sent on into the app. A provider's return from a social
 * sign-in the server started is answered here too: signed in, or the sign-in page saying why not.
 */
export const addAuthPages = (
  pages: PublicPages,
  { accounts, sessions, providers, limits, publicUrl, clock, socialStart }: AuthPagesDeps,
) => {
  /** Home with the new session; `notice`: what the app says once it has opened (a toast would not outlive the 303). */
  const signedIn = (tokens: SessionTokens, notice?: ArrivalNotice): PageRedirect => ({
    location: '/',
    setCookies: (reply) => {
      setSessionCookies(reply, publicUrl, tokens, clock.now());
      if (notice) {
        setSiteCookie(reply, publicUrl, ARRIVAL_NOTICE_COOKIE, notice, ARRIVAL_NOTICE_MAX_AGE_S);
      }
    },
  });

  const login = (form: FormAnswer<FormPageSteps['login']>): PublicPageContent => ({
    page: 'login',
    providers,
    form,
  });
  pages.add({
    path: '/login',
    page: 'login',
    signedIn: hasSessionHint,
    load: async (_params, { cookies, setCookies }) => {
      // What the app left for this page to say (a deleted account), said once.
      const notice = LOGIN_NOTICES.find((word) => word === cookies[ARRIVAL_NOTICE_COOKIE]);
      if (!notice) return login({ step: 'form', values: {} });
      setCookies((reply) => reply.clearCookie(ARRIVAL_NOTICE_COOKIE, { path: '/' }));
      return { ...login({ step: 'form', values: {} }), notice } as PublicPageContent;
    },
    submit: (_params, form, { limit }) =>
      attempt<PageAnswer>(
        async () => {
          if ((form.intent ?? 'login') !== 'login') throw unknownIntent();
          const input = formInput(loginInput, { email: form.email, password: form.password });
          await limit(limits.login.preHandler);
          return signedIn(await sessions.login(input));
        },
        (error) => login({ step: 'form', values: keptValues(form, ['email']), error }),
      ),
  });

  const signup = (form: FormAnswer<FormPageSteps['signup']>): PublicPageContent => ({
    page: 'signup',
    providers,
    form,
  });
  pages.add({
    path: '/signup',
    page: 'signup',
    signedIn: hasSessionHint,
    load: async () => signup({ step: 'form', values: {} }),
    submit: (_params, form, { limit, language }) => {
      const intent = form.intent ?? 'register';
      if (intent === 'verify' || intent === 'resend') {
        // The e-mailed code's step: a right code signs in, as the API's verify call does.
        return attempt<PageAnswer>(
          async () => {
            if (intent === 'resend') {
              const { email } = formInput(resendConfirmationInput, { email: form.email });
              await limit(limits.resendConfirmation.preHandler);
              await accounts.resendConfirmation(email, language);
              return signup({ step: 'verify', values: { email } });
            }
            const input = formInput(verifyEmailInput, { email: form.email, token: form.token });
            await limit(limits.verifyEmail.preHandler);
            const { userId } = await accounts.verifyEmail(input);
            return signedIn(await sessions.signInVerified(userId), 'emailConfirmed');
          },
          (error) => signup({ step: 'verify', values: keptValues(form, ['email']), error }),
        );
      }
      return attempt<PageAnswer>(
        async () => {
          if (intent !== 'register') throw unknownIntent();
          const input = formInput(registerInput, {
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            country: form.country,
            password: form.password,
            agreedToPrivacyPolicy: checked(form.agreedToPrivacyPolicy),
            consentedToMarketing: checked(form.consentedToMarketing),
          });
          await limit(limits.register.preHandler);
          await accounts.register(input, language);
          return signup({ step: 'verify', values: { email: input.email } });
        },
        (error) => signup({ step: 'form', values: keptValues(form, SIGNUP_VALUES), error }),
      );
    },
  });

  const forgot = (form: FormAnswer<FormPageSteps['forgotPassword']>): PublicPageContent => ({
    page: 'forgotPassword',
    form,
  });
  pages.add({
    path: '/forgot-password',
    page: 'forgotPassword',
    signedIn: hasSessionHint,
    load: async () => forgot({ step: 'request', values: {} }),
    submit: (_params, form, { limit, language }) => {
      const intent = form.intent ?? 'request';
      const values = keptValues(form, ['email']);
      if (intent === 'reset') {
        return attempt<PageAnswer>(
          async () => {
            const input = formInput(completeForgotPasswordInput, {
              email: form.email,
              code: form.code,
              newPassword: form.newPassword,
            });
            await limit(limits.completeForgotPassword.preHandler);
            await accounts.completeForgotPassword(input);
            return forgot({ step: 'done', values: { email: input.email } });
          },
          (error) => forgot({ step: 'code', values, error }),
        );
      }
      // `resend`: the code's step asks for another code, which is the same call as the first.
      return attempt<PageAnswer>(
        async () => {
          if (intent !== 'request' && intent !== 'resend') throw unknownIntent();
          const { email } = formInput(forgotPasswordInput, { email: form.email });
          await limit(limits.forgotPassword.preHandler);
          await accounts.forgotPassword(email, language);
          return forgot({ step: 'code', values: { email } });
        },
        (error) => forgot({ step: intent === 'resend' ? 'code' : 'request', values, error }),
      );
    },
  });

  for (const provider of SOCIAL_PROVIDERS) {
    pages.add({
      path: socialCallbackPath(provider),
      page: 'login',
      // No start of this browser's, and signed in: the app's own return (connecting the provider to
      // the account), which the app answers.
      appsOwn: (cookies) => cookies[SOCIAL_START_COOKIE] === undefined && hasSessionHint(cookies),
      load: async (_params, { query, cookies, language, setCookies }) => {
        // The address works once, whatever its outcome.
        setCookies((reply) => socialStart.forget(provider, reply));
        return attempt<PageAnswer>(
          async () => {
            const input = socialStart.check(provider, query, cookies[SOCIAL_START_COOKIE]);
            return signedIn(await sessions.signInWithProvider(provider, input, language));
          },
          (error) => login({ step: 'form', values: {}, error }),
        );
      },
    });
  }
};
