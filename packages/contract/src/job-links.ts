import { z } from 'zod';
import { EMPLOYMENT_TYPES, JOB_LIMITS, JOB_WORKPLACES, jobSalaryFields } from './jobs.ts';
import { webAddress } from './text.ts';

/** POST /jobs/from-link: the address of a job ad. */
export const jobFromLinkInput = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Paste the link to a job ad')
    .max(JOB_LIMITS.url, 'The link is too long')
    .pipe(webAddress),
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
 * What the page says about the job, in the create form's fields (null where it said nothing), for
 * the person to check before saving. `postingUrl` is the link as given; `source` the site's name.
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
});
export type JobFromLinkResponse = z.infer<typeof jobFromLinkResponse>;
