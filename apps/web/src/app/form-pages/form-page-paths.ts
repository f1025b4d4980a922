import type { FormPageName, FormPageSteps } from '@hirelane/contract/public-page';

/** The form pages' routes (the same paths as in app/routes.tsx). */
export const FORM_PAGE_PATHS = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  endorsement: '/endorsement/:endorsementId',
} as const satisfies Record<FormPageName, string>;

/** The step each form page opens on. */
export const FIRST_STEPS: { [P in FormPageName]: FormPageSteps[P] } = {
  login: 'form',
  signup: 'form',
  forgotPassword: 'request',
  endorsement: 'form',
};
