import { z } from 'zod';

/** What a requirement of a job ad is. */
export const REQUIREMENT_KINDS = [
  'skill',
  'tool',
  'certification',
  'licence',
  'language',
  'degree',
  'experience',
] as const;

/** Where on the CV a requirement is shown (or could go when it is missing; never in the summary). */
export const CV_PLACES = [
  'skills',
  'languages',
  'certifications',
  'education',
  'experience',
  'summary',
] as const;
export type CvPlace = (typeof CV_PLACES)[number];

/** How far a degree goes, lowest first; a requirement is met by its level or a higher one. */
export const DEGREE_LEVELS = [
  'upper-secondary',
  'vocational',
  'higher',
  'bachelor',
  'master',
  'phd',
] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const MATCH_ENGINES = ['offline', 'model'] as const;

export const jobRequirement = z.object({
  /** A stable key: the vocabulary's English name, or "degree:master", "licence:B", "experience:3"… */
  id: z.string(),
  /** The requirement as shown, in the ad's language. */
  name: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  /** False for what the ad calls a plus ("nice to have", "er en fordel", "ønskelig"). */
  mustHave: z.boolean(),
  /** Where on the CV it belongs. */
  cvSection: z.enum(CV_PLACES),
});
export type JobRequirement = z.infer<typeof jobRequirement>;

export const matchedRequirement = jobRequirement.extend({
  /** The part of the CV that shows it. */
  foundIn: z.enum(CV_PLACES),
  /**
   * The entry there that shows it, as the CV writes it: an experience's title and employer, an
   * education's degree and school, a skill, certificate or language, the headline; null when the
   * part as a whole does (years of experience) or the entry has no name.
   */
  foundAt: z.string().nullable(),
});
export type MatchedRequirement = z.infer<typeof matchedRequirement>;

/** GET /jobs/{id}/match: how the main CV meets the job's ad. */
export const jobMatch = z.object({
  /** 0–100; null when the ad states nothing to match (no description, or no requirement found). */
  score: z.number().int().min(0).max(100).nullable(),
  /** How the score is counted, in the reader's language. */
  explanation: z.string(),
  /** Why there is no score: the job has no description, or nothing in it could be read as a requirement. */
  reason: z.enum(['no-description', 'no-requirements']).nullable(),
  /** Must-haves first, each group in the ad's order. */
  matched: z.array(matchedRequirement),
  missing: z.array(jobRequirement),
  requirements: z.array(jobRequirement),
  engine: z.enum(MATCH_ENGINES),
  /** Set when the model was asked but failed and the built-in reader answered instead. */
  notice: z.string().nullable(),
});
export type JobMatch = z.infer<typeof jobMatch>;

/** One job's score on the board: the same number as its own match; null when it has none. */
export const jobMatchScore = z.object({
  jobId: z.string(),
  score: jobMatch.shape.score,
});

/** GET /jobs/matches: the score of every job of the user, in one answer. */
export const jobMatchScores = z.object({ matches: z.array(jobMatchScore) });
export type JobMatchScores = z.infer<typeof jobMatchScores>;
