import { JOB_PAGE_MAX_BYTES } from '@hirelane/contract/constants';
import { jobFromLinkInput, jobFromLinkResponse, jobFromPageInput } from '@hirelane/contract/job-links';
import { MINUTE, sharedLimit } from '../../platform/http/rate-limit.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { takes } from '../../platform/http/route-schema.ts';
import type { JobLinksService } from './job-links.service.ts';

/**
 * POST /jobs/from-link: a job ad's fields read from its page, for the create form.
 * POST /jobs/from-page: the same, read from the page the bookmarklet sent.
 * Either says when the job is already on the user's board (`alreadyOnBoard`).
 */
export const jobLinksRoutes = signedInRoutes((r, { jobLinks }: { jobLinks: JobLinksService }, app) => {
  // One count for both: each reads a job ad for the same form, so one cannot be used to pass the
  // other's limit. Per user, not per address; each from-link call makes the server fetch a page.
  const readLimit = sharedLimit(app, 'job-ad-reads', 30, 10 * MINUTE, 'user');
  r.post(
    '/jobs/from-link',
    {
      ...readLimit,
      ...takes({ body: jobFromLinkInput }, jobFromLinkResponse, [400, 401, 422, 429]),
    },
    (request) => jobLinks.readJob(request.userId, request.body.url),
  );
  r.post(
    '/jobs/from-page',
    {
      ...readLimit,
      bodyLimit: JOB_PAGE_MAX_BYTES,
      config: {
        // The browser extension reads the page it is on through this route.
        extensionToken: true,
        tooLargeMessage: `This page is larger than ${JOB_PAGE_MAX_BYTES / 1024 / 1024} MB, too large to read. Use "Add from link" with its address instead.`,
      },
      ...takes({ body: jobFromPageInput }, jobFromLinkResponse, [400, 401, 413, 422, 429]),
    },
    (request) => jobLinks.readSentPage(request.userId, request.body.url, request.body.html),
  );
});
