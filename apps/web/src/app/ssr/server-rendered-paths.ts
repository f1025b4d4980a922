import { FORM_PAGE_PATHS } from './form-page-paths.ts';

/**
 * The app's routes the server renders as whole pages for a visitor who opens them (the same paths
 * as in app/routes.tsx): the pages that are only read, and the form pages (sign-in, sign-up, a
 * forgotten password, an endorser's form), which only the server answers. The browser-level
 * checks visit each of them as a page load.
 */
export const SERVER_RENDERED_PATHS = {
  sharedCv: '/public-cv/:publicCvId',
  profile: '/u/:handle',
  letter: '/public-job-application/:publicJobApplicationId',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  unsubscribe: '/unsubscribe',
  ...FORM_PAGE_PATHS,
  // A provider's return to a sign-in the server started: the sign-in page when it cannot sign in.
  googleReturn: '/google/auth/callback',
  facebookReturn: '/facebook/auth/callback',
} as const;
