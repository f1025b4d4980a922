import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@hirelane/contract/profile';
import type { ApiOperations } from '../platform/http/openapi.ts';
import { keys, op } from './operation.ts';

/** The account: health and settings, sign-up and sessions, the profile and its guides. */
export const accountOperations = (): ApiOperations => ({
  // system
  'GET /api/auth/export': op('auth', 'exportAccountData', 'Download all your data and files (zip)', {
    description:
      'Every row stored about the signed-in user as JSON (one file per table; sessions, one-time codes and password and token hashes left out), their jobs as a spreadsheet (jobs.csv, in the Accept-Language language) and every file they uploaded, streamed as one zip.',
    produces: ['application/zip'],
  }),
  'GET /api/health': op('system', 'getHealth', 'Check that the service answers (liveness)', { public: true }),
  'GET /api/health/ready': op(
    'system',
    'getReadiness',
    'Check that the service can serve: its database answers',
    {
      public: true,
      description:
        'For load balancers: 503 with `unavailable` while the database does not answer (2 s timeout).',
    },
  ),
  'GET /api/config': op('system', 'getPublicConfig', 'Get the public settings (analytics provider, AI)', {
    public: true,
  }),

  // auth
  'POST /api/auth/register': op('auth', 'registerUser', 'Sign up', {
    public: true,
    description:
      'Answers the same for any address (no account enumeration) and mails a 6-digit code; an existing account’s owner is told someone tried to register.',
    example: {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.com',
      country: 'NO',
      password: 'a long and unusual passphrase',
      agreedToPrivacyPolicy: true,
      consentedToMarketing: false,
    },
  }),
  'POST /api/auth/verify-email': op('auth', 'verifyEmail', 'Confirm an e-mail address with its code', {
    public: true,
    description:
      'Codes last 10 minutes, are single use and allow 5 wrong tries. A confirmed address is signed in: the answer carries the tokens and sets the refresh cookie, as sign-in does.',
    example: { email: 'kari@example.com', token: '123456' },
  }),
  'POST /api/auth/resend-confirmation': op('auth', 'resendConfirmation', 'Send a new confirmation code', {
    public: true,
    description: 'At most 1 per minute and 5 per hour per address; a new code retires the old one.',
  }),
  'POST /api/auth/login': op('auth', 'signIn', 'Sign in with e-mail and password', {
    public: true,
    description:
      'Returns the access token (15 minutes) and sets the HttpOnly refresh cookie (scoped to /api/auth).',
    example: { email: 'kari@example.com', password: 'a long and unusual passphrase' },
  }),
  'POST /api/auth/refresh-token': op(
    'auth',
    'refreshToken',
    'Get a new access token from the refresh cookie',
    {
      refreshCookie: true,
      description:
        'Rotates the refresh cookie. The request must come from the app’s own origin (`Origin` header); a reused old cookie ends the whole session family.',
    },
  ),
  'POST /api/auth/logout': op('auth', 'signOut', 'Sign out (end the refresh cookie’s session)', {
    refreshCookie: true,
    description: 'The request must come from the app’s own origin (`Origin` header).',
  }),
  'POST /api/auth/forgot-password': op('auth', 'forgotPassword', 'Mail a password reset code', {
    public: true,
    description: 'Answers the same whether or not the address has an account.',
  }),
  'POST /api/auth/complete-forgot-password': op(
    'auth',
    'completeForgotPassword',
    'Set a new password with a reset code',
    {
      public: true,
    },
  ),
  'POST /api/auth/reset-password': op(
    'auth',
    'changePassword',
    'Change the password (knowing the current one)',
  ),
  'POST /api/auth/delete-profile': op('auth', 'deleteAccount', 'Delete the account and all its data', {
    description: 'Needs the password (when the account has one) and the confirmation word.',
  }),
  'GET /api/auth/social/providers': op(
    'auth',
    'listSocialProviders',
    'List the configured sign-in providers',
    {
      public: true,
    },
  ),
  'GET /api/auth/social/:provider/start': op(
    'auth',
    'startSocialSignIn',
    'Start signing in with Google or Facebook',
    {
      public: true,
      description:
        'Redirects (303) to the provider with a new `state` and PKCE challenge, kept in a short-lived HttpOnly cookie that the provider’s return to `/{provider}/auth/callback` is checked against.',
    },
  ),
  'POST /api/auth/social/:provider': op('auth', 'signInWithProvider', 'Sign in with Google or Facebook', {
    public: true,
    description:
      'Exchanges the provider’s authorization code (with the PKCE verifier the browser made); signs up on first use.',
  }),
  'POST /api/auth/social/:provider/link': op(
    'auth',
    'linkProvider',
    'Connect Google or Facebook to this account',
  ),
  'PUT /api/auth/guide/complete': op('guides', 'completeLoginGuide', 'Turn the first-run path off', {
    description:
      'The sign-in guide is the first-run path: closing it turns the path off (as `PUT /api/guides/first-run` with `off`).',
  }),
  'GET /api/extension/install': op(
    'system',
    'getExtensionInstall',
    'Get where to install the browser extension',
    {
      public: true,
      description:
        'The Chrome Web Store and Firefox Add-ons listings this installation names (EXTENSION_CHROME_STORE_URL, EXTENSION_FIREFOX_STORE_URL; null when unset) and, when the server has the packed build, the address to download it for a self-hosted install.',
    },
  ),
  'POST /api/auth/extension-token': op('auth', 'createExtensionToken', 'Connect the browser extension', {
    description:
      'A new token for the browser extension, shown once (only its hash is kept). It signs the extension in on from-page, creating a job and moving it, and nowhere else. Needs the app’s access token (Bearer): an extension token is refused here, so a token cannot make another. No `Origin` is required: a Bearer header, unlike a cookie, is never sent by another site’s page.',
  }),
  'GET /api/auth/extension-tokens': op(
    'auth',
    'listExtensionTokens',
    'List the connected browser extensions',
  ),
  'DELETE /api/auth/extension-tokens': op(
    'auth',
    'revokeExtensionTokens',
    'Disconnect every browser extension',
    {
      description:
        'Revokes every extension token of the account at once. Needs the app’s access token (Bearer); like creating one, no `Origin` is required.',
    },
  ),

  // profile
  'GET /api/jobs/application/profile/basic': op('profile', 'getBasicProfile', 'Get the account details'),
  'PUT /api/jobs/application/profile/basic': op(
    'profile',
    'updateBasicProfile',
    'Update the account details',
  ),
  'GET /api/jobs/application/profile': op('profile', 'getProfile', 'Get the profile'),
  'PUT /api/jobs/application/profile': op('profile', 'updateProfile', 'Update the profile'),
  'PUT /api/jobs/application/profile/image': op('profile', 'uploadProfileImage', 'Upload the profile photo', {
    description: 'The photo is re-encoded as a JPEG (at most 40 megapixels).',
    multipart: {
      files: {
        file: {
          description: 'The photo',
          types: keys(PROFILE_IMAGE_TYPES),
          maxBytes: PROFILE_IMAGE_MAX_BYTES,
          required: true,
        },
      },
    },
  }),
  'DELETE /api/jobs/application/profile/image': op(
    'profile',
    'deleteProfileImage',
    'Remove the profile photo',
  ),
  'GET /api/jobs/application/profile/image': op('profile', 'getProfileImage', 'Download the profile photo', {
    errors: [404],
    produces: ['image/jpeg'],
  }),

  // guides
  'GET /api/guides': op('guides', 'listGuides', "Get the first-run path's progress", {
    description:
      'The path’s state (`on`, `later` for "Not now", `off`) and its steps in order; a step is done when the user’s data shows it (a job saved, moved past Saved, a CV entry, a design chosen, a tailored CV, a share link or a visible public profile) or when it was marked done.',
  }),
  'PUT /api/guides/first-run': op(
    'guides',
    'setFirstRunState',
    'Show, leave for later or turn off the first-run path',
  ),
  'PUT /api/guides/first-run/done': op(
    'guides',
    'markFirstRunStep',
    'Mark a step of the first-run path done',
  ),
});
