import { PROFILE_IMAGE_TYPES } from '@hirelane/contract/profile';
import { VIDEO_MIME_TYPES } from '@hirelane/contract/videos';
import type { ApiOperations } from '../platform/http/openapi.ts';
import { keys, op, pdf } from './operation.ts';

/** Endorsements, shareable CVs, the PDF CV and the public profile. */
export const sharingOperations = (): ApiOperations => ({
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
  'GET /api/cv/shareable': op('sharing', 'listShareableCvs', 'List shareable CV links', {
    description: "Newest first. With `jobId`, only the links that show that job's tailored CV.",
  }),
  'POST /api/cv/shareable': op('sharing', 'createShareableCv', 'Create a shareable CV link', {
    example: { title: 'For Fjord Software', expiryDate: '2026-12-31' },
  }),
  'GET /api/cv/shareable/:id': op('sharing', 'getShareableCv', 'Get a shareable CV link'),
  'PUT /api/cv/shareable/:id': op('sharing', 'updateShareableCv', 'Edit a shareable CV link'),
  'DELETE /api/cv/shareable/:id': op('sharing', 'deleteShareableCv', 'Delete a shareable CV link'),
  'GET /api/cv/pdf': op('sharing', 'downloadCvPdf', 'Download the CV as a PDF', {
    produces: pdf,
    description:
      'In the saved design, or with any of `design`, `paper`, `accent`, `font` and `language` given instead.',
  }),
  'GET /api/jobs/:id/tailored-cv/pdf': op(
    'sharing',
    'downloadTailoredCvPdf',
    "Download a job's tailored CV as a PDF",
    {
      produces: pdf,
      description:
        'The main CV until a version is saved; `design`, `paper`, `accent`, `font` and `language` as for your own PDF. Named for the job: "Ingrid-Solberg-CV-Equinor.pdf".',
    },
  ),
  'POST /api/jobs/:id/tailored-cv/preview': op(
    'sharing',
    'previewTailoredCvPdf',
    "Preview a draft of a job's tailored CV as a PDF",
    {
      produces: pdf,
      description:
        'The PDF the version in the body would make (the same body as PUT /api/jobs/{id}/tailored-cv), before it is saved: for a live preview while editing. Nothing is stored.',
      example: { headline: 'Backend developer with PostgreSQL', hiddenSkillIds: ['professional:excel'] },
    },
  ),
  'GET /api/cv/designs': op('sharing', 'listCvDesigns', 'List the CV designs, accents, fonts and papers'),
  'GET /api/cv/design': op('sharing', 'getCvDesign', 'Read how your CV is drawn'),
  'PUT /api/cv/design': op('sharing', 'saveCvDesign', 'Choose how your CV is drawn', {
    description: 'Any subset of design, accent, font, paper and language; the rest keeps its value.',
    example: { design: 'modern', accent: 'blue', paper: 'letter' },
  }),
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
    'Mark the sharing step of the first-run path done',
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
  'GET /api/cv/public/shareable/link/:id/photo': op(
    'sharing',
    'getSharedCvPhoto',
    'Get the photo of a shared CV',
    {
      public: true,
      description: 'Only when the link shows the photo (its `contactFields` has `photo`); 404 otherwise.',
      errors: [404, 410],
      produces: ['image/jpeg'],
    },
  ),
  'GET /api/cv/public/shareable/link/:id/video/:videoId': op(
    'sharing',
    'playSharedCvVideo',
    'Play the video of a shared CV (signed URL)',
    {
      public: true,
      description:
        'Takes `video.playbackUrl` from `getSharedCv`, no token. Works while the link is live and still plays this video (404 after it is deleted or changed, 410 once expired, 403 when the signature expired). Answers HTTP range requests (206, or 416 past the end).',
      errors: [403, 404, 410, 416],
      produces: VIDEO_MIME_TYPES,
    },
  ),
  'GET /api/cv/public/shareable/link/:id/video/:videoId/poster': op(
    'sharing',
    'getSharedCvVideoPoster',
    'Get the video poster of a shared CV (signed URL)',
    {
      public: true,
      description:
        'Takes `video.posterUrl` from `getSharedCv`, no token; under the same rules as the playback URL.',
      errors: [403, 404, 410],
      produces: keys(PROFILE_IMAGE_TYPES),
    },
  ),
  'GET /api/cv/public/profile/:handle/video/:videoId': op(
    'sharing',
    'playPublicProfileVideo',
    'Play the video of a public profile (signed URL)',
    {
      public: true,
      description:
        'Takes `video.playbackUrl` from `getPublicProfile`, no token. Works while the profile is visible and still plays this video (404 otherwise, 403 when the signature expired). Answers HTTP range requests (206, or 416 past the end).',
      errors: [403, 404, 416],
      produces: VIDEO_MIME_TYPES,
    },
  ),
  'GET /api/cv/public/profile/:handle/video/:videoId/poster': op(
    'sharing',
    'getPublicProfileVideoPoster',
    'Get the video poster of a public profile (signed URL)',
    {
      public: true,
      description:
        'Takes `video.posterUrl` from `getPublicProfile`, no token; under the same rules as the playback URL.',
      errors: [403, 404],
      produces: keys(PROFILE_IMAGE_TYPES),
    },
  ),
  'GET /api/cv/public/profile/:handle/photo': op(
    'sharing',
    'getPublicProfilePhoto',
    'Get the photo of a public profile',
    {
      public: true,
      description: 'Only when the visible profile shows the photo; 404 otherwise.',
      errors: [404],
      produces: ['image/jpeg'],
    },
  ),
});
