import type { FormPageName } from '@hirelane/contract/public-page';
import type { ComponentType } from 'react';
import { lazy } from 'react';

/** Each form page's code, a chunk of its own: a page loads only its own before it is hydrated. */
export const PAGE_LOADERS: Record<FormPageName, () => Promise<ComponentType>> = {
  login: async () => (await import('../../features/auth/pages/login-page.tsx')).LoginPage,
  signup: async () => (await import('../../features/auth/pages/signup-page.tsx')).SignupPage,
  forgotPassword: async () =>
    (await import('../../features/auth/pages/forgot-password-page.tsx')).ForgotPasswordPage,
  endorsement: async () =>
    (await import('../../features/endorsements/pages/endorsement-page.tsx')).EndorsementPage,
};

const lazyPage = (name: FormPageName) => lazy(async () => ({ default: await PAGE_LOADERS[name]() }));

/** The pages a visitor may go on to from the one shown (a link from sign-in to sign-up), loaded then. */
export const lazyPages: Record<FormPageName, ComponentType> = {
  login: lazyPage('login'),
  signup: lazyPage('signup'),
  forgotPassword: lazyPage('forgotPassword'),
  endorsement: lazyPage('endorsement'),
};
