import {
  createJobInput,
  JOB_ATTACHMENT_MAX_BYTES,
  JOB_ATTACHMENT_TYPES,
  updateJobInput,
} from '@hirelane/contract/jobs';
import type { ApiOperations } from '../platform/http/openapi.ts';
import { jsonAndFile, keys, op, pdf } from './operation.ts';

const jobAttachment = {
  description: 'The job ad or what was sent',
  types: keys(JOB_ATTACHMENT_TYPES),
  maxBytes: JOB_ATTACHMENT_MAX_BYTES,
  required: false,
};

const JOB_FIELDS_EXAMPLE = {
  position: 'Frontend developer',
  company: 'Fjord Software AS',
  location: 'Oslo',
  workplace: 'hybrid',
  employmentType: 'full-time',
  postingUrl: 'https://jobs.example.com/frontend-developer',
  deadline: '2026-06-30',
};

/** The job board and its report. */
export const jobsOperations = (): ApiOperations => ({
  // jobs
  'GET /api/jobs': op('jobs', 'listJobs', 'Get the job board', {
    description: 'Every lane’s pinned and normal lists, as summaries (no description or notes).',
  }),
  'POST /api/jobs': op('jobs', 'createJob', 'Add a job', {
    description:
      'The job goes to the front of the saved lane (or of its pinned list). The browser extension’s token is accepted here.',
    multipart: jsonAndFile(createJobInput, jobAttachment, { ...JOB_FIELDS_EXAMPLE, isPinned: false }),
  }),
  'GET /api/jobs/search': op('jobs', 'searchJobs', 'Search the board', {
    description: 'Matches position, company, location and notes, ignoring case.',
  }),
  'GET /api/jobs/:id': op('jobs', 'getJob', 'Get a job with its description and notes'),
  'PUT /api/jobs/:id': op('jobs', 'updateJob', 'Edit a job', {
    description: 'A new `file` part replaces the attachment; `removeAttachment: true` drops it.',
    multipart: jsonAndFile(updateJobInput, jobAttachment, { ...JOB_FIELDS_EXAMPLE, removeAttachment: false }),
  }),
  'DELETE /api/jobs/:id': op('jobs', 'deleteJob', 'Delete a job and its attachment'),
  'PUT /api/jobs/:id/pin': op('jobs', 'pinJob', 'Pin a job to the top of its lane'),
  'PUT /api/jobs/:id/unpin': op('jobs', 'unpinJob', 'Unpin a job'),
  'PUT /api/jobs/:id/status': op('jobs', 'moveJob', 'Move a job to a lane and position', {
    description:
      'The position counts within the job’s list (pinned or normal) of the target lane and is clamped to its end. The browser extension’s token is accepted here.',
    example: { toStatus: 'applied', toSortIndex: 0 },
  }),
  'PUT /api/jobs/:id/nextInterview': op('jobs', 'setNextInterview', 'Set or clear the next interview'),
  'GET /api/jobs/:id/timeline': op('jobs', 'getJobTimeline', 'Get what happened to a job, oldest first', {
    description:
      'Created, each lane change, interview set/changed/cleared, attachment added/removed, letters written for it and notes edited, oldest first.',
  }),
  'GET /api/jobs/matches': op('jobs', 'listJobMatchScores', 'Get the match score of every job', {
    description:
      'One score per job of the signed-in user, for the board’s cards: the same number as GET /api/jobs/{id}/match counts with the built-in reader, null when the job has no description or nothing in it could be read. Kept until the CV, one of the jobs or the day changes.',
  }),
  'GET /api/jobs/:id/match': op('jobs', 'getJobMatch', 'See how the main CV meets a job’s ad', {
    description:
      'Reads the requirements from the job’s description (skills, languages, certifications and licences, degree level, years of experience; must-have or a plus) with the built-in reader, or the configured model with the built-in reader as fallback, and compares them with the whole CV. The score (0–100) is the share of requirement weight the CV meets, a must-have counting twice; null with a reason when the job has no description or nothing could be read.',
  }),
  'GET /api/jobs/:id/tailored-cv': op('jobs', 'getTailoredCv', 'Read a job’s tailored version of the CV', {
    description:
      'Before one is saved, the main CV as it would be tailored: nothing changed, the skills the ad asks for first. `entries` lists every experience, education and certification to keep, leave out or move.',
  }),
  'PUT /api/jobs/:id/tailored-cv': op('jobs', 'saveTailoredCv', 'Save a job’s tailored version of the CV', {
    description:
      'The whole version: its headline and summary (null follows the main CV), left-out entries, their order, a description per experience, its own skill list (null: the main CV’s, the ad’s first) and its design. Everything it does not change follows the main CV. The PDF is GET /api/jobs/{id}/tailored-cv/pdf; a share link shows it with `jobId`.',
    example: {
      headline: 'Backend developer with PostgreSQL',
      excludedEntryIds: ['exp_waiter'],
      descriptionOverrides: { exp_backend: '- Ran PostgreSQL on Kubernetes' },
      design: 'compact',
    },
  }),
  'DELETE /api/jobs/:id/tailored-cv': op(
    'jobs',
    'removeTailoredCv',
    'Remove a job’s tailored version of the CV',
    {
      description: 'The job then shows the main CV again; deleting the job removes its version too.',
    },
  ),
  'GET /api/jobs/:id/attachment': op('jobs', 'getJobAttachment', 'Download a job’s attachment', {
    errors: [404],
    produces: keys(JOB_ATTACHMENT_TYPES),
  }),
  'POST /api/jobs/from-link': op('jobs', 'readJobFromLink', 'Read a job ad from its link', {
    description:
      'Fetches the page (public http/https addresses only, at most 3 redirects, 5 s, 2 MB, HTML) and reads its schema.org JobPosting, else its Open Graph/meta tags, else its labelled facts and the heading above them or its title, as the create form’s fields. A link without a scheme (`finn.no/job/123`) is read as https. `alreadyOnBoard` is present when the user’s board already has the job: the same link (scheme, `www.`, trailing slash, fragment and tracking parameters aside; the page a redirect led to counts too), else the same company and position. Nothing is saved.',
    example: { url: 'https://jobs.example.com/frontend-developer' },
  }),
  'POST /api/jobs/from-page': op('jobs', 'readJobFromPage', 'Read a job ad from its page', {
    description:
      'Reads the page the browser sent (the bookmarklet: its <head> and <main> or <body>, at most 2 MB) as from-link reads a fetched one: schema.org JobPosting (JSON-LD, microdata), else Open Graph/meta tags, else labelled facts and headings. Fetches nothing and saves nothing; counts toward from-link’s rate limit. Says when the job is already on the board (`alreadyOnBoard`) as from-link does. The browser extension’s token is accepted here.',
    example: {
      url: 'https://jobs.example.com/frontend-developer',
      html: '<html><head><title>Frontend developer</title></head><body><main><h1>Frontend developer</h1></main></body></html>',
    },
  }),
  'PUT /api/jobs/guide/complete': op(
    'guides',
    'completeJobsGuide',
    'Mark the board steps of the first-run path done',
  ),

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
});
