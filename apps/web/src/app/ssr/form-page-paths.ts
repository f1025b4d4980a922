import type { FormPageName } from '@hirelane/contract/public-page';

/** The form pages' addresses, which only the server answers (the app has no route of its own for them). */
export const FORM_PAGE_PATHS = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  endorsement: '/endorsement/:endorsementId',
} as const satisfies Record<FormPageName, string>;
