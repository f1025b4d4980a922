import { z } from 'zod';
import { idParams, storedFile } from './common.ts';
import { LANGUAGE_LEVEL_MAX, LANGUAGE_LEVEL_MIN } from './constants.ts';
import { CV_DATE, firstMonthOf, lastMonthOf } from './dates.ts';
import { EMPLOYMENT_TYPES } from './jobs.ts';
import { optionalText, optionalWebLink, requiredText } from './text.ts';

export const CV_LIMITS = {
  title: 200,
  organisation: 200,
  location: 200,
  description: 5000,
  grade: 50,
  credential: 200,
  url: 2000,
  skill: 60,
  skills: 50,
  language: 60,
  languages: 30,
} as const;

/** As precise as the CV: a year (2017) or a month (2024-09). */
export const cvDate = z.string().regex(CV_DATE, 'Use a year like 2017 or a month like 2024-09');

/** Whether `later` can be on or after `earlier`: a year reaches from January to December. */
const notBefore = (later: string, earlier: string) => lastMonthOf(later) >= firstMonthOf(earlier);

const endNotBeforeStart = <T extends { startDate: string; endDate?: string | null }>(value: T) =>
  !value.endDate || notBefore(value.endDate, value.startDate);
const END_BEFORE_START = { message: 'The end cannot be before the start', path: ['endDate'] };

// Experience ------------------------------------------------------------------------------------

/** An experience ends at endDate, or is current (endDate null and isCurrent true). */
export const experienceInput = z
  .object({
    title: requiredText('Title', CV_LIMITS.title),
    company: requiredText('Company', CV_LIMITS.organisation),
    location: optionalText('Location', CV_LIMITS.location),
    employmentType: z.enum(EMPLOYMENT_TYPES).nullish().default(null),
    startDate: cvDate,
    endDate: cvDate.nullish().default(null),
    isCurrent: z.boolean().default(false),
    description: optionalText('Description', CV_LIMITS.description),
  })
  .refine(endNotBeforeStart, END_BEFORE_START)
  .refine((value) => value.isCurrent || value.endDate !== null, {
    message: 'Give an end month, or mark it as your current job',
    path: ['endDate'],
  })
  .transform((value) => (value.isCurrent ? { ...value, endDate: null } : value));
export type ExperienceInput = z.input<typeof experienceInput>;

export const experience = z.object({
  userExperienceId: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  description: z.string().nullable(),
});
export type Experience = z.infer<typeof experience>;

// Education -------------------------------------------------------------------------------------

/** An education with no end is ongoing. */
export const educationInput = z
  .object({
    school: requiredText('School', CV_LIMITS.organisation),
    degree: optionalText('Degree', CV_LIMITS.title),
    field: optionalText('Field of study', CV_LIMITS.title),
    startDate: cvDate,
    endDate: cvDate.nullish().default(null),
    grade: optionalText('Grade', CV_LIMITS.grade),
    description: optionalText('Description', CV_LIMITS.description),
  })
  .refine(endNotBeforeStart, END_BEFORE_START);
export type EducationInput = z.input<typeof educationInput>;

export const education = z.object({
  userEducationId: z.string(),
  school: z.string(),
  degree: z.string().nullable(),
  field: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  grade: z.string().nullable(),
  description: z.string().nullable(),
});
export type Education = z.infer<typeof education>;

// Certifications --------------------------------------------------------------------------------

/** POST/PUT /cv/certifications, multipart part `request`; optional part `file`. */
export const certificationInput = z
  .object({
    name: requiredText('Name', CV_LIMITS.title),
    issuer: optionalText('Issuer', CV_LIMITS.organisation),
    issueDate: cvDate.nullish().default(null),
    expiryDate: cvDate.nullish().default(null),
    credentialId: optionalText('Credential id', CV_LIMITS.credential),
    credentialUrl: optionalWebLink(CV_LIMITS.url),
    removeFile: z.boolean().default(false),
  })
  .refine((value) => !value.issueDate || !value.expiryDate || notBefore(value.expiryDate, value.issueDate), {
    message: 'The expiry cannot be before the issue date',
    path: ['expiryDate'],
  });
export type CertificationInput = z.input<typeof certificationInput>;

export const certification = z.object({
  userCertificationId: z.string(),
  name: z.string(),
  issuer: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  credentialId: z.string().nullable(),
  credentialUrl: z.string().nullable(),
  file: storedFile.nullable(),
});
export type Certification = z.infer<typeof certification>;

// Skills and languages --------------------------------------------------------------------------

const skill = requiredText('A skill', CV_LIMITS.skill, 'A skill cannot be empty');

/** PUT /cv/skills/personal|professional: the whole list; repeats (any case) are dropped, order kept. */
export const skillsInput = z.object({
  skills: z
    .array(skill)
    .max(CV_LIMITS.skills, `List at most ${CV_LIMITS.skills} skills`)
    .transform((skills) =>
      skills.filter((s, i) => skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i),
    ),
});
export type SkillsInput = z.input<typeof skillsInput>;
export const skillsResponse = z.object({ skills: z.array(z.string()) });
export type SkillsResponse = z.infer<typeof skillsResponse>;

export const languageSkill = z.object({
  language: z
    .string()
    .trim()
    .min(1, 'Name the language')
    .max(CV_LIMITS.language, 'The language name is too long'),
  level: z
    .number()
    .int('Choose a level from 1 to 5')
    .min(LANGUAGE_LEVEL_MIN, 'Choose a level from 1 to 5')
    .max(LANGUAGE_LEVEL_MAX, 'Choose a level from 1 to 5'),
});
export type LanguageSkill = z.infer<typeof languageSkill>;

/** PUT /cv/languages: the whole list, each language once. */
export const languagesInput = z.object({
  languages: z
    .array(languageSkill)
    .max(CV_LIMITS.languages, `List at most ${CV_LIMITS.languages} languages`)
    .refine(
      (list) => new Set(list.map((l) => l.language.toLowerCase())).size === list.length,
      'Each language can be listed once',
    ),
});
export type LanguagesInput = z.input<typeof languagesInput>;
export const languagesResponse = z.object({ languages: z.array(languageSkill) });
export type LanguagesResponse = z.infer<typeof languagesResponse>;

export const cvItemParams = idParams;
export const SKILL_KINDS = ['personal', 'professional'] as const;
export const skillKindParams = z.object({ kind: z.enum(SKILL_KINDS, 'Use personal or professional') });
