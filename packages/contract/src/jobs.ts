import { z } from 'zod';
import { idParams, storedFile } from './common.ts';
import { JOB_LANES, type JobLane } from './constants.ts';
import { optionalText, optionalWebLink, requiredText } from './text.ts';

export const JOB_WORKPLACES = ['onsite', 'hybrid', 'remote'] as const;
export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'temporary',
  'internship',
  'freelance',
] as const;
export const SALARY_PERIODS = ['hour', 'month', 'year'] as const;

export const JOB_LIMITS = {
  position: 200,
  company: 200,
  location: 200,
  url: 2000,
  salaryText: 100,
  source: 100,
  contactName: 200,
  contactPhone: 50,
  description: 20_000,
  notes: 10_000,
  searchTerm: 200,
} as const;

/** Attachments: the ad or what was sent. Checked by content on the server. */
export const JOB_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const JOB_ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;

export const jobLane = z.enum(
  JOB_LANES,
  'Choose one of the lanes: saved, applied, interviewed, hired, rejected, drafts',
);

const isoDate = z.iso.date('Use a date like 2026-05-31');

/** The fields a person types about a job (create and edit). */
export const jobFields = z
  .object({
    position: requiredText('Position', JOB_LIMITS.position),
    company: requiredText('Company', JOB_LIMITS.company),
    location: optionalText('Location', JOB_LIMITS.location),
    workplace: z.enum(JOB_WORKPLACES).nullish().default(null),
    employmentType: z.enum(EMPLOYMENT_TYPES).nullish().default(null),
    postingUrl: optionalWebLink(JOB_LIMITS.url),
    salaryText: optionalText('Salary', JOB_LIMITS.salaryText),
    salaryMin: z.number().nonnegative('Salary cannot be negative').max(1e9).nullish().default(null),
    salaryMax: z.number().nonnegative('Salary cannot be negative').max(1e9).nullish().default(null),
    salaryCurrency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as NOK')
      .nullish()
      .default(null),
    salaryPeriod: z.enum(SALARY_PERIODS).nullish().default(null),
    deadline: isoDate.nullish().default(null),
    appliedDate: isoDate.nullish().default(null),
    source: optionalText('Source', JOB_LIMITS.source),
    contactName: optionalText('Contact name', JOB_LIMITS.contactName),
    contactEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email('Enter a valid e-mail address'))
      .or(z.literal(''))
      .nullish()
      .transform((value) => (value ? value : null)),
    contactPhone: optionalText('Phone', JOB_LIMITS.contactPhone),
    description: optionalText('Description', JOB_LIMITS.description),
    notes: optionalText('Notes', JOB_LIMITS.notes),
  })
  .refine((job) => job.salaryMin == null || job.salaryMax == null || job.salaryMin <= job.salaryMax, {
    message: 'The lowest salary cannot be above the highest',
    path: ['salaryMax'],
  });

/** POST /jobs, multipart part `request`. */
export const createJobInput = jobFields.and(z.object({ isPinned: z.boolean().default(false) }));
export type CreateJobInput = z.input<typeof createJobInput>;

/** PUT /jobs/{jobId}, multipart part `request`. A new `file` part replaces the attachment. */
export const updateJobInput = jobFields.and(z.object({ removeAttachment: z.boolean().default(false) }));
export type UpdateJobInput = z.input<typeof updateJobInput>;

export const jobAttachment = storedFile;
export type JobAttachment = z.infer<typeof jobAttachment>;

/** The pay as a job states it: its words, and the amounts and period where they could be read. */
export const jobSalaryFields = {
  salaryText: z.string().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
};

export const job = z.object({
  jobId: z.string(),
  position: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  workplace: z.enum(JOB_WORKPLACES).nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  postingUrl: z.string().nullable(),
  ...jobSalaryFields,
  deadline: z.string().nullable(),
  appliedDate: z.string().nullable(),
  source: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  attachment: jobAttachment.nullable(),
  status: jobLane,
  isPinned: z.boolean(),
  sortIndex: z.number().int(),
  nextInterviewDate: z.string().nullable(),
  /** When the job entered its lane (`status`): the card's "Applied 12 days ago". */
  laneEnteredAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof job>;

/** A job as the board shows it: everything but the long texts, which GET /jobs/{id} gives. */
export const jobSummary = job.omit({ description: true, notes: true });
export type JobSummary = z.infer<typeof jobSummary>;

export const jobList = z.object({ pinned: z.array(jobSummary), normal: z.array(jobSummary) });
export type JobList = z.infer<typeof jobList>;

/** GET /jobs and GET /jobs/search: every lane with its pinned and normal list, in display order. */
export const jobBoardResponse = z.object(
  Object.fromEntries(JOB_LANES.map((lane) => [lane, jobList])) as Record<JobLane, typeof jobList>,
);
export type JobBoardResponse = z.infer<typeof jobBoardResponse>;

export const jobIdParams = idParams;

/** PUT /jobs/{id}/status */
export const moveJobInput = z.object({
  toStatus: jobLane,
  toSortIndex: z
    .number()
    .int('The position must be a whole number')
    .min(0, 'The position cannot be negative'),
});
export type MoveJobInput = z.infer<typeof moveJobInput>;

/** PUT /jobs/{id}/nextInterview — ISO date-time, or null to clear. */
export const nextInterviewInput = z.object({
  nextInterviewDate: z.iso
    .datetime({ offset: true, error: 'Use a date and time such as 2026-05-31T10:00:00Z' })
    .nullable(),
});
export type NextInterviewInput = z.infer<typeof nextInterviewInput>;

/** GET /jobs/search?searchTerm= */
export const searchJobsQuery = z.object({
  searchTerm: z.string().max(JOB_LIMITS.searchTerm, 'The search is too long').default(''),
});
