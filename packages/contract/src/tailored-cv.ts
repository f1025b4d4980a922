import { z } from 'zod';
import { CV_LIMITS } from './cv.ts';
import { cvDesignId } from './cv-design-schemas.ts';
import { publicCv } from './sharing.ts';
import { requiredText, textUpTo } from './text.ts';

/*
 * A job's tailored version of the CV: what it changes of the main CV, and nothing else. A field
 * left null follows the main CV as it changes; entries added to the main CV later show in the
 * version too, after the ones it ordered.
 */

export const TAILORED_HEADLINE_MAX = 120;
export const TAILORED_SUMMARY_MAX = 2000;
/** More ids than any CV has entries: a longer list is a mistake, not a CV. */
const ENTRY_IDS_MAX = 500;

const entryId = z.string().min(1).max(100);

/** The kinds of skill a version can hide: the main CV's professional and personal skills, its languages. */
export const TAILORED_SKILL_KINDS = ['professional', 'personal', 'language'] as const;
export type TailoredSkillKind = (typeof TAILORED_SKILL_KINDS)[number];

/**
 * A skill's id within a version: its kind and its name, case aside ("professional:figma"). Skills
 * are named, not numbered, in the CV, so a renamed skill shows again.
 */
export const tailoredSkillId = (kind: TailoredSkillKind, name: string): string =>
  `${kind}:${name.trim().toLocaleLowerCase()}`;

/** The CV sections whose entries a version can leave out, reorder and reword. */
export const TAILORED_SECTIONS = ['experience', 'education', 'certifications'] as const;

/** PUT /jobs/{id}/tailored-cv: the whole version (what is left out is not changed from the main CV). */
export const tailoredCvInput = z.object({
  /** The version's headline; null or empty follows the main CV's. */
  headline: textUpTo('The headline', TAILORED_HEADLINE_MAX)
    .nullable()
    .transform((text) => text || null),
  /** The version's summary; null or empty follows the main CV's. */
  summary: textUpTo('The summary', TAILORED_SUMMARY_MAX)
    .nullish()
    .transform((text) => text || null),
  /** Experience, education or certification entries the version leaves out. */
  excludedEntryIds: z.array(entryId).max(ENTRY_IDS_MAX, 'Too many entries').default([]),
  /** Entries in the order the version shows them (each section keeps its own place); others follow. */
  entryOrder: z.array(entryId).max(ENTRY_IDS_MAX, 'Too many entries').default([]),
  /** A description per experience entry, in place of the main CV's. */
  descriptionOverrides: z
    .record(entryId, textUpTo('A description', CV_LIMITS.description))
    .refine((overrides) => Object.keys(overrides).length <= ENTRY_IDS_MAX, 'Too many descriptions')
    .default({}),
  /**
   * The version's professional skills in order; null follows the main CV's, with the ones the ad
   * asks for first.
   */
  professionalSkills: z
    .array(requiredText('A skill', CV_LIMITS.skill, 'A skill cannot be empty'))
    .max(CV_LIMITS.skills, `Use at most ${CV_LIMITS.skills} skills`)
    .nullish()
    .transform((skills) => skills ?? null),
  /** The version's own CV design; null follows the owner's choice. */
  design: cvDesignId.nullish().transform((design) => design ?? null),
  /**
   * Skills of the main CV the version hides (its PDF, share page and JSON leave them out), by
   * `tailoredSkillId`: "professional:figma", "personal:patience", "language:german".
   */
  hiddenSkillIds: z
    .array(
      z
        .string()
        .min(1)
        .max(CV_LIMITS.skill + 20),
    )
    .max(ENTRY_IDS_MAX, 'Too many skills')
    .default([]),
});
export type TailoredCvChanges = z.output<typeof tailoredCvInput>;

/** A version that changes nothing of the main CV: what "Tailor my CV" starts from. */
export const noTailoring = (): TailoredCvChanges => ({
  headline: null,
  summary: null,
  excludedEntryIds: [],
  entryOrder: [],
  descriptionOverrides: {},
  professionalSkills: null,
  design: null,
  hiddenSkillIds: [],
});

/** One entry of the main CV a version can keep, leave out, move or reword. */
export const tailoredEntry = z.object({
  id: z.string(),
  section: z.enum(TAILORED_SECTIONS),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The main CV's description (the version's own is in descriptionOverrides). */
  description: z.string().nullable(),
  excluded: z.boolean(),
});
export type TailoredEntry = z.infer<typeof tailoredEntry>;

/** One skill of the main CV a version can hide. */
export const tailoredSkill = z.object({
  id: z.string(),
  kind: z.enum(TAILORED_SKILL_KINDS),
  name: z.string(),
  hidden: z.boolean(),
});
export type TailoredSkill = z.infer<typeof tailoredSkill>;

/** GET and PUT /jobs/{id}/tailored-cv */
export const tailoredCv = z.object({
  jobId: z.string(),
  /** False until the owner saves one: then this is the main CV as it would be tailored. */
  saved: z.boolean(),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  excludedEntryIds: z.array(z.string()),
  entryOrder: z.array(z.string()),
  descriptionOverrides: z.record(z.string(), z.string()),
  professionalSkills: z.array(z.string()).nullable(),
  design: cvDesignId.nullable(),
  hiddenSkillIds: z.array(z.string()),
  /** Every entry of the main CV, in the version's order, marked when left out. */
  entries: z.array(tailoredEntry),
  /** Every skill and language of the main CV, in its order, marked when the version hides it. */
  skills: z.array(tailoredSkill),
  /** The tailored CV as an employer will read it (every contact detail; a link chooses its own). */
  cv: publicCv,
  updatedAt: z.string().nullable(),
});
export type TailoredCv = z.infer<typeof tailoredCv>;
