import { FORM_PAGE_PATHS } from '../form-pages/form-page-paths.ts';

/**
 * The app's routes the server renders as whole pages for a visitor who opens them (the same paths
 * as in app/routes.tsx): the pages that are only read, and the form pages (sign-in, sign-up, a
 * forgotten password, an endorser's form), which their own client hydrates. The browser-level
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
} as const;
