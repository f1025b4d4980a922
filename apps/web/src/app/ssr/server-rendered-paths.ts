/**
 * The app's routes the server renders as whole pages for a visitor who opens them (the same paths
 * as in app/routes.tsx); the browser-level checks visit each of them as a page load.
 */
export const SERVER_RENDERED_PATHS = {
  sharedCv: '/public-cv/:publicCvId',
  profile: '/u/:handle',
  letter: '/public-job-application/:publicJobApplicationId',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  unsubscribe: '/unsubscribe',
} as const;
