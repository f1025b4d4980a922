import { z } from 'zod';
import { EMPLOYMENT_TYPES, JOB_LIMITS, JOB_WORKPLACES, jobLane, jobSalaryFields } from './jobs.ts';
import { withWebScheme } from './link-address.ts';
import { webAddress } from './text.ts';

/**
 * POST /jobs/from-link: the address of a job ad. A host and path without a scheme
 * ("finn.no/job/123") is read as https.
 */
export const jobFromLinkInput = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Paste the link to a job ad')
    .transform(withWebScheme)
    .pipe(z.string().max(JOB_LIMITS.url, 'The link is too long').pipe(webAddress)),
});

/**
 * POST /jobs/from-page: a job ad's page as the browser showing it has it (the bookmarklet trims it
 * to its <head> and <main> or <body>); the body is at most JOB_PAGE_MAX_BYTES.
 */
export const jobFromPageInput = z.object({
  url: jobFromLinkInput.shape.url,
  html: z.string().min(1, 'The page is empty'),
});

/**
 * Where the answer's fields came from: the page's schema.org JobPosting (JSON-LD or microdata),
 * its Open Graph / meta tags, its labelled text ("Arbeidsgiver: …", a <dl> or table of facts),
 * only its <title>, or nothing (the page said nothing usable).
 */
export const JOB_LINK_SOURCES = ['jobPosting', 'metaTags', 'pageText', 'pageTitle', 'nothing'] as const;

/**
 * How a job on the board was known to be the ad's: its link is the same address (scheme, "www.",
 * a trailing slash and tracking parameters aside), or it has the same company and position.
 */
export const SAME_JOB_REASONS = ['link', 'companyAndPosition'] as const;

/** A job already on the person's board that the ad being read is: said before a second one is saved. */
export const jobAlreadyOnBoard = z.object({
  jobId: z.string(),
  position: z.string(),
  company: z.string(),
  lane: jobLane,
  sameBy: z.enum(SAME_JOB_REASONS),
});
export type JobAlreadyOnBoard = z.infer<typeof jobAlreadyOnBoard>;

/**
 * What the page says about the job, in the create form's fields (null where it said nothing), for
 * the person to check before saving. `postingUrl` is the link as given; `source` the site's name;
 * `alreadyOnBoard`, present only then, the job on the board the ad already is (saving another
 * is still allowed).
 */
export const jobFromLinkResponse = z.object({
  position: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  workplace: z.enum(JOB_WORKPLACES).nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  ...jobSalaryFields,
  deadline: z.string().nullable(),
  description: z.string().nullable(),
  postingUrl: z.string(),
  source: z.string().nullable(),
  foundIn: z.enum(JOB_LINK_SOURCES),
  alreadyOnBoard: jobAlreadyOnBoard.optional(),
});
export type JobFromLinkResponse = z.infer<typeof jobFromLinkResponse>;
