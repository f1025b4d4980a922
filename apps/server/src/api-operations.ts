import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES, certificationInput } from '@hirelane/contract/cv';
import { CV_IMPORT_MAX_BYTES, CV_IMPORT_TYPES } from '@hirelane/contract/cv-import';
import {
  createJobInput,
  JOB_ATTACHMENT_MAX_BYTES,
  JOB_ATTACHMENT_TYPES,
  updateJobInput,
} from '@hirelane/contract/jobs';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@hirelane/contract/profile';
import { VIDEO_MIME_TYPES, VIDEO_POSTER_MAX_BYTES, videoUploadRequest } from '@hirelane/contract/videos';
import type { ApiOperation, ApiOperations, ApiTag } from './platform/http/openapi.ts';

/**
 * The API reference's one table: every operation's id, summary, feature tag and whether it is
 * public, keyed by "METHOD /api/path" as Fastify registers it. The OpenAPI transform applies it to
 * each route (`platform/http/openapi.ts`); the shapes stay in the routes' contract schemas.
 * `openapi.test.ts` fails when a registered route has no line here (or a line has no route).
 */
export const API_TAGS: readonly ApiTag[] = [
  {
    name: 'auth',
    description: 'Sign-up, sign-in (password, Google, Facebook), sessions, passwords and deletion.',
  },
  { name: 'profile', description: 'The account holder’s profile and photo.' },
  { name: 'jobs', description: 'The job board: lanes, order, pins, interviews and attachments.' },
  { name: 'job-report', description: 'The job-search report, on screen and as a PDF.' },
  { name: 'cv', description: 'The CV builder: experience, education, certifications, skills, languages.' },
  {
    name: 'cv-import',
    description: 'Reading an existing CV into the builder, and the self-introduction script.',
  },
  { name: 'endorsements', description: 'Asking people for endorsements, and the pages they answer on.' },
  { name: 'sharing', description: 'Shareable CV links, the PDF CV and the public profile.' },
  { name: 'letters', description: 'Application letters, templates and drafts.' },
  {
    name: 'videos',
    description: 'Self-introduction videos (Premium): upload, list, rename, delete and play.',
  },
  { name: 'guides', description: 'Which first-use guides the user has finished.' },
  { name: 'system', description: 'Health and the installation’s public settings.' },
];

const keys = (types: Record<string, string>) => Object.keys(types);

const op = (
  tag: string,
  operationId: string,
  summary: string,
  more: Omit<ApiOperation, 'tag' | 'operationId' | 'summary'> = {},
): ApiOperation => ({ tag, operationId, summary, ...more });

const jobAttachment = {
  description: 'The job ad or what was sent',
  types: keys(JOB_ATTACHMENT_TYPES),
  maxBytes: JOB_ATTACHMENT_MAX_BYTES,
  required: false,
};
const certificateFile = {
  description: 'The certificate',
  types: keys(CERTIFICATE_TYPES),
  maxBytes: CERTIFICATE_MAX_BYTES,
  required: false,
};
const pdf = ['application/pdf'];

const JOB_FIELDS_EXAMPLE = {
  position: 'Frontend developer',
  company: 'Fjord Software AS',
  location: 'Oslo',
  workplace: 'hybrid',
  employmentType: 'full-time',
  postingUrl: 'https://jobs.example.com/frontend-developer',
  deadline: '2026-06-30',
};

/** The table; `videoMaxBytes` is the installation's VIDEO_MAX_BYTES. */
export const apiOperations = ({ videoMaxBytes }: { videoMaxBytes: number }): ApiOperations => ({
  // system
  'GET /api/auth/export': op('auth', 'exportAccountData', 'Download all your data and files (zip)', {
    description:
      'Every row stored about the signed-in user as JSON (one file per table; password and token hashes left out) and every file they uploaded, streamed as one zip.',
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
    description: 'Codes last 10 minutes, are single use and allow 5 wrong tries.',
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
  'PUT /api/auth/guide/complete': op('guides', 'completeLoginGuide', 'Mark the sign-in guide as done'),

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

  // jobs
  'GET /api/jobs': op('jobs', 'listJobs', 'Get the job board', {
    description: 'Every lane’s pinned and normal lists, as summaries (no description or notes).',
  }),
  'POST /api/jobs': op('jobs', 'createJob', 'Add a job', {
    description: 'The job goes to the front of the saved lane (or of its pinned list).',
    multipart: {
      request: {
        schema: createJobInput,
        required: true,
        example: { ...JOB_FIELDS_EXAMPLE, isPinned: false },
      },
      files: { file: jobAttachment },
    },
  }),
  'GET /api/jobs/search': op('jobs', 'searchJobs', 'Search the board', {
    description: 'Matches position, company, location and notes, ignoring case.',
  }),
  'GET /api/jobs/:id': op('jobs', 'getJob', 'Get a job with its description and notes'),
  'PUT /api/jobs/:id': op('jobs', 'updateJob', 'Edit a job', {
    description: 'A new `file` part replaces the attachment; `removeAttachment: true` drops it.',
    multipart: {
      request: {
        schema: updateJobInput,
        required: true,
        example: { ...JOB_FIELDS_EXAMPLE, removeAttachment: false },
      },
      files: { file: jobAttachment },
    },
  }),
  'DELETE /api/jobs/:id': op('jobs', 'deleteJob', 'Delete a job and its attachment'),
  'PUT /api/jobs/:id/pin': op('jobs', 'pinJob', 'Pin a job to the top of its lane'),
  'PUT /api/jobs/:id/unpin': op('jobs', 'unpinJob', 'Unpin a job'),
  'PUT /api/jobs/:id/status': op('jobs', 'moveJob', 'Move a job to a lane and position', {
    description:
      'The position counts within the job’s list (pinned or normal) of the target lane and is clamped to its end.',
    example: { toStatus: 'applied', toSortIndex: 0 },
  }),
  'PUT /api/jobs/:id/nextInterview': op('jobs', 'setNextInterview', 'Set or clear the next interview'),
  'GET /api/jobs/:id/attachment': op('jobs', 'getJobAttachment', 'Download a job’s attachment', {
    errors: [404],
    produces: keys(JOB_ATTACHMENT_TYPES),
  }),
  'PUT /api/jobs/guide/complete': op('guides', 'completeJobsGuide', 'Mark the job board guide as done'),

  // job report
  'GET /api/jobs/reports/statistics': op('job-report', 'getJobReport', 'Get the job-search report'),
  'GET /api/jobs/reports/statistics/download': op(
    'job-report',
    'downloadJobReport',
    'Download the report as a PDF',
    {
      produces: pdf,
    },
  ),

  // cv
  'GET /api/cv/experience': op('cv', 'listExperience', 'List work experience (newest first)'),
  'POST /api/cv/experience': op('cv', 'createExperience', 'Add work experience', {
    example: {
      title: 'Frontend developer',
      company: 'Fjord Software AS',
      location: 'Oslo',
      employmentType: 'full-time',
      startDate: '2022-03',
      endDate: null,
      isCurrent: true,
      description: 'Built the customer portal in React.',
    },
  }),
  'PUT /api/cv/experience/:id': op('cv', 'updateExperience', 'Edit work experience'),
  'DELETE /api/cv/experience/:id': op('cv', 'deleteExperience', 'Delete work experience'),
  'GET /api/cv/education': op('cv', 'listEducation', 'List education (newest first)'),
  'POST /api/cv/education': op('cv', 'createEducation', 'Add education'),
  'PUT /api/cv/education/:id': op('cv', 'updateEducation', 'Edit education'),
  'DELETE /api/cv/education/:id': op('cv', 'deleteEducation', 'Delete education'),
  'GET /api/cv/certifications': op('cv', 'listCertifications', 'List certifications (newest first)'),
  'POST /api/cv/certifications': op('cv', 'createCertification', 'Add a certification', {
    multipart: {
      request: {
        schema: certificationInput,
        required: true,
        example: { name: 'AWS Certified Developer', issuer: 'Amazon Web Services', issueDate: '2024-05' },
      },
      files: { file: certificateFile },
    },
  }),
  'PUT /api/cv/certifications/:id': op('cv', 'updateCertification', 'Edit a certification', {
    description: 'A new `file` part replaces the certificate; `removeFile: true` drops it.',
    multipart: { request: { schema: certificationInput, required: true }, files: { file: certificateFile } },
  }),
  'DELETE /api/cv/certifications/:id': op('cv', 'deleteCertification', 'Delete a certification'),
  'GET /api/cv/certifications/:id/file': op('cv', 'getCertificationFile', 'Download a certification’s file', {
    errors: [404],
    produces: keys(CERTIFICATE_TYPES),
  }),
  'GET /api/cv/skills/:kind': op('cv', 'getSkills', 'Get the professional or personal skills'),
  'PUT /api/cv/skills/:kind': op('cv', 'replaceSkills', 'Replace the professional or personal skills'),
  'GET /api/cv/languages': op('cv', 'getLanguages', 'Get the languages'),
  'PUT /api/cv/languages': op('cv', 'replaceLanguages', 'Replace the languages'),
  'PUT /api/cv/general/guide/complete': op('guides', 'completeCvGuide', 'Mark the CV guide as done'),

  // cv import
  'POST /api/cv/openai/generate/cv/sections': op('cv-import', 'extractCv', 'Read a CV file for review', {
    description:
      'Returns the sections found, for the user to review before `importCv`; nothing is saved. Uses the configured AI model when there is one, else (or when it fails) the built-in parser, and `notice` says which.',
    multipart: {
      files: {
        file: {
          description: 'The CV',
          types: keys(CV_IMPORT_TYPES),
          maxBytes: CV_IMPORT_MAX_BYTES,
          required: true,
        },
      },
    },
  }),
  'POST /api/cv/general/bulk-data': op('cv-import', 'importCv', 'Save a reviewed CV import', {
    description:
      'Adds the entries and merges skills and languages in one transaction, within the sections’ limits; profile fields are set only when given.',
  }),
  'GET /api/cv/openai/generate/self-introduction': op(
    'cv-import',
    'generateSelfIntroduction',
    'Write a self-introduction script',
    {
      description: 'From the profile and CV; `variant` picks other wordings.',
    },
  ),

  // endorsements
  'GET /api/cv/endorsement/requests': op(
    'endorsements',
    'listEndorsementRequests',
    'List endorsement requests',
  ),
  'POST /api/cv/endorsement/requests': op(
    'endorsements',
    'createEndorsementRequest',
    'Ask someone for an endorsement',
    {
      description: 'Mails the endorser a link to the public endorsement page.',
      example: {
        endorserName: 'Ola Hansen',
        endorserEmail: 'ola@example.com',
        relationship: 2,
        message: 'Would you write a few words about our work together?',
      },
    },
  ),
  'PUT /api/cv/endorsement/requests/:id': op(
    'endorsements',
    'updateEndorsementRequest',
    'Edit or remind a pending request',
  ),
  'DELETE /api/cv/endorsement/requests/:id': op(
    'endorsements',
    'withdrawEndorsementRequest',
    'Withdraw a pending request',
    {
      description: 'The link then says the request is no longer available (410).',
    },
  ),
  'GET /api/cv/endorsement': op('endorsements', 'listEndorsements', 'List received endorsements'),
  'PUT /api/cv/endorsement/:id/visibility': op(
    'endorsements',
    'setEndorsementVisibility',
    'Show or hide an endorsement on the CV',
  ),
  'GET /api/cv/public/endorsement/requests/:id': op(
    'endorsements',
    'getPublicEndorsementRequest',
    'Open an endorsement request (endorser)',
    {
      public: true,
      description: 'The id is the secret in the mailed link.',
    },
  ),
  'POST /api/cv/public/endorsement': op(
    'endorsements',
    'submitEndorsement',
    'Write the endorsement (endorser)',
    {
      public: true,
    },
  ),
  'PUT /api/cv/public/endorsement/requests/:id/decline': op(
    'endorsements',
    'declineEndorsementRequest',
    'Decline the request (endorser)',
    {
      public: true,
    },
  ),

  // sharing
  'GET /api/cv/shareable': op('sharing', 'listShareableCvs', 'List shareable CV links'),
  'POST /api/cv/shareable': op('sharing', 'createShareableCv', 'Create a shareable CV link', {
    example: { title: 'For Fjord Software', expiryDate: '2026-12-31' },
  }),
  'GET /api/cv/shareable/:id': op('sharing', 'getShareableCv', 'Get a shareable CV link'),
  'PUT /api/cv/shareable/:id': op('sharing', 'updateShareableCv', 'Edit a shareable CV link'),
  'DELETE /api/cv/shareable/:id': op('sharing', 'deleteShareableCv', 'Delete a shareable CV link'),
  'GET /api/cv/pdf': op('sharing', 'downloadCvPdf', 'Download the CV as a PDF', { produces: pdf }),
  'GET /api/cv/public-profile': op('sharing', 'getPublicProfileSettings', 'Get the public profile settings'),
  'PUT /api/cv/public-profile': op(
    'sharing',
    'updatePublicProfileSettings',
    'Update the public profile settings',
  ),
  'GET /api/cv/public-profile/verify/': op(
    'sharing',
    'checkHandle',
    'Check whether a public profile handle is free',
  ),
  'GET /api/cv/public-profile/tags': op('sharing', 'getPublicProfileTags', 'Get the public profile tags'),
  'PUT /api/cv/public-profile/tags': op(
    'sharing',
    'replacePublicProfileTags',
    'Replace the public profile tags',
  ),
  'PUT /api/cv/public-profile/guide/complete': op(
    'guides',
    'completePublicProfileGuide',
    'Mark the public profile guide as done',
  ),
  'GET /api/cv/public/shareable/link/:id': op('sharing', 'getSharedCv', 'Open a shared CV', {
    public: true,
    description: 'The id is the secret in the link; an expired link answers 410.',
  }),
  'GET /api/cv/public/shareable/link/:id/pdf': op(
    'sharing',
    'downloadSharedCvPdf',
    'Download a shared CV as a PDF',
    {
      public: true,
      errors: [404, 410],
      produces: pdf,
    },
  ),
  'GET /api/cv/public/profile/:handle': op('sharing', 'getPublicProfile', 'Open a public profile', {
    public: true,
  }),

  // guides
  'GET /api/guides': op('guides', 'listGuides', 'List the finished guides'),

  // letters
  'GET /api/jobs/application': op('letters', 'listLetters', 'List application letters (a page)'),
  'POST /api/jobs/application': op('letters', 'createLetter', 'Write an application letter', {
    description: '`isPublic: true` gives it a secret link; making it private ends the link.',
    example: {
      title: 'Frontend developer at Fjord Software',
      company: 'Fjord Software AS',
      contactName: 'Ingrid Berg',
      jobId: null,
      body: 'Dear Ingrid Berg, …',
      language: 'en',
      isPublic: false,
    },
  }),
  'GET /api/jobs/application/templates': op(
    'letters',
    'listLetterTemplates',
    'List letter templates (built-in and own)',
  ),
  'POST /api/jobs/application/templates': op(
    'letters',
    'createLetterTemplate',
    'Save an own letter template',
  ),
  'DELETE /api/jobs/application/templates/:id': op(
    'letters',
    'deleteLetterTemplate',
    'Delete an own letter template',
  ),
  'POST /api/jobs/application/draft': op('letters', 'draftLetter', 'Draft a letter from a template'),
  'GET /api/jobs/application/:id': op('letters', 'getLetter', 'Get an application letter'),
  'PUT /api/jobs/application/:id': op('letters', 'updateLetter', 'Edit an application letter'),
  'DELETE /api/jobs/application/:id': op('letters', 'deleteLetter', 'Delete an application letter'),
  'GET /api/jobs/application/:id/pdf': op('letters', 'downloadLetterPdf', 'Download a letter as a PDF', {
    errors: [404],
    produces: pdf,
  }),
  'GET /api/jobs/public/application/:id': op('letters', 'getPublicLetter', 'Open a public letter', {
    public: true,
    description: 'The id is the secret in the link and exists only while the letter is public.',
  }),

  // videos
  'POST /api/video/upload/vimeo/direct': op('videos', 'uploadVideo', 'Upload a video', {
    description:
      'The video streams straight to storage (service 1: the app’s own, 2: Vimeo when configured); a refused or interrupted upload leaves nothing behind. Premium only.',
    multipart: {
      request: {
        schema: videoUploadRequest,
        required: true,
        example: { name: 'About me', description: 'A short introduction', videoStorageServiceId: 1 },
      },
      files: {
        poster: {
          description: 'A still shown before playback',
          types: keys(PROFILE_IMAGE_TYPES),
          maxBytes: VIDEO_POSTER_MAX_BYTES,
          required: false,
        },
        file: { description: 'The video', types: VIDEO_MIME_TYPES, maxBytes: videoMaxBytes, required: true },
      },
    },
  }),
  'GET /api/video/manage': op('videos', 'listVideos', 'List videos', {
    description: 'Playback and poster URLs are signed and work for 4 hours without a token.',
  }),
  'PUT /api/video/manage/:id/name': op('videos', 'renameVideo', 'Rename a video'),
  'DELETE /api/video/manage/:id': op('videos', 'deleteVideo', 'Delete a video'),
  'GET /api/video/play/:id': op('videos', 'playVideo', 'Play a video (signed URL)', {
    public: true,
    description:
      'Takes the signed URL from `listVideos`, no token. Answers HTTP range requests (206, or 416 past the end).',
    errors: [403, 404, 416],
    produces: VIDEO_MIME_TYPES,
  }),
  'GET /api/video/poster/:id': op('videos', 'getVideoPoster', 'Get a video’s poster (signed URL)', {
    public: true,
    description: 'Takes the signed URL from `listVideos`, no token.',
    errors: [403, 404],
    produces: keys(PROFILE_IMAGE_TYPES),
  }),
});
