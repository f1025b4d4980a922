import { z } from 'zod';
import { IMPORT_GROUPS, LANGUAGES } from './constants.ts';
import {
  certification,
  certificationInput,
  education,
  educationInput,
  experience,
  experienceInput,
  languageSkill,
  skillsInput,
} from './cv.ts';
import { profileInput } from './profile.ts';

// CV import and the self-introduction script ------------------

const text = z.string();
const month = z.string().nullable();

/**
 * What an extraction engine found, shaped like the CV builder's entries without their ids, but
 * looser: a CV may lack a start month, so every item is a draft the review completes before saving.
 */
export const experienceDraft = experience.omit({ userExperienceId: true }).extend({ startDate: month });
export type ExperienceDraft = z.infer<typeof experienceDraft>;

export const educationDraft = education.omit({ userEducationId: true }).extend({ startDate: month });
export type EducationDraft = z.infer<typeof educationDraft>;

export const certificationDraft = certification.omit({ userCertificationId: true, file: true });
export type CertificationDraft = z.infer<typeof certificationDraft>;

export const languageDraft = z.object({ language: text, level: z.number().int().min(1).max(5) });
export type LanguageDraft = z.infer<typeof languageDraft>;

/** The person the CV is about, for the review to offer to the profile. Empty text = not found. */
export const profileDraft = z.object({
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  location: text,
  headline: text,
  /** The CV's summary or profile paragraph; left out by readers that have none. */
  summary: text.optional(),
  /** Links the CV gives (LinkedIn, GitHub, a personal site), each named by its site. */
  links: z.array(z.object({ label: text, url: text })).optional(),
});
export type ProfileDraft = z.infer<typeof profileDraft>;

/** The extraction groups, plus the profile. */
export const parsedCv = z.object({
  profile: profileDraft,
  experiences: z.array(experienceDraft),
  educations: z.array(educationDraft),
  professional: z.array(text),
  personal: z.array(text),
  language: z.array(languageDraft),
  certifications: z.array(certificationDraft),
});
export type ParsedCv = z.infer<typeof parsedCv>;

/**
 * What the CV says that none of the groups takes (volunteering, references, interests), by the
 * title of its section: the review lets the user place it (a dated item as an experience) or leave
 * it out, so nothing is dropped unseen.
 */
export const otherItemDraft = z.object({
  section: text,
  text: text,
  /** The item read as an experience, when it is dated like one. */
  experience: experienceDraft.nullable(),
});
export type OtherItemDraft = z.infer<typeof otherItemDraft>;

type ImportGroup = (typeof IMPORT_GROUPS)[number];

/**
 * A section that seems to hold more than was read: `found` items where the section has `lines`
 * item-like lines (dated lines, list items), so the user checks it against the file.
 */
export const sectionWarning = z.object({
  group: z.enum(IMPORT_GROUPS),
  found: z.number().int().min(0),
  lines: z.number().int().min(0),
});
export type SectionWarning = z.infer<typeof sectionWarning>;

/** Which engine read the file: the built-in parser or the configured model. */
export const EXTRACTION_ENGINES = ['offline', 'model'] as const;
export const extractionResponse = z.object({
  parsedJson: parsedCv,
  engine: z.enum(EXTRACTION_ENGINES),
  /** Set when the model failed and the built-in parser read the file instead. */
  notice: z.string().nullable(),
  /** What the CV holds outside the groups; none for the open formats (JSON Resume, LinkedIn). */
  other: z.array(otherItemDraft).optional(),
  /** Sections that seem to hold more than was read. */
  warnings: z.array(sectionWarning).optional(),
});
export type ExtractionResponse = z.infer<typeof extractionResponse>;

// Bulk save -------------------------------------------------------------------------------------

export const BULK_ITEMS_MAX = 100;

/**
 * Profile fields the review may apply, checked like the profile form's; left out or empty =
 * unchanged. Links are added to the profile's own (a link already there is not repeated).
 */
export const bulkProfileInput = profileInput
  .pick({ phone: true, email: true, location: true, headline: true, summary: true, links: true })
  .partial();

const many = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item).max(BULK_ITEMS_MAX, `Save at most ${BULK_ITEMS_MAX} ${label} at once`).default([]);

/**
 * POST /cv/general/bulk-data: the reviewed extraction. Entries are added; skills and languages are
 * merged into the lists already on the CV (nothing there is removed). All or nothing.
 */
export const bulkDataInput = z.object({
  experiences: many(experienceInput, 'experiences'),
  educations: many(educationInput, 'educations'),
  certifications: many(certificationInput, 'certifications'),
  professional: skillsInput.shape.skills.default([]),
  personal: skillsInput.shape.skills.default([]),
  language: many(languageSkill, 'languages'),
  profile: bulkProfileInput.nullish().default(null),
});
export type BulkDataInput = z.input<typeof bulkDataInput>;

const countPerGroup = Object.fromEntries(IMPORT_GROUPS.map((group) => [group, z.number()]));

/** What the save added: counts per group, so the screen can say "Added 3 experiences …". */
export const bulkDataResponse = z.object({
  created: z.object({ ...(countPerGroup as Record<ImportGroup, z.ZodNumber>), profile: z.boolean() }),
});
export type BulkDataResponse = z.infer<typeof bulkDataResponse>;

// Self-introduction script ----------------------------------------------------------------------

/** GET /cv/openai/generate/self-introduction?language=&variant= */
export const selfIntroductionQuery = z.object({
  /** The script's language; the user's preferred language when left out. */
  language: z.enum(LANGUAGES, 'Use en or no').optional(),
  /** Another wording of the offline script (regenerate); the model writes a new one anyway. */
  variant: z.coerce.number().int().min(0, 'Use a whole number').max(1000, 'Use a smaller number').default(0),
});
export const selfIntroductionResponse = z.object({
  response: z.string(),
  engine: z.enum(EXTRACTION_ENGINES),
  language: z.enum(LANGUAGES),
  /** Spoken at about 140 words a minute. */
  estimatedSeconds: z.number(),
  /** Set when the model failed and the templates wrote the script instead. */
  notice: z.string().nullable(),
  /** The language the CV is written in, read from its text. */
  cvLanguage: z.enum(LANGUAGES),
  /**
   * True when the script is in another language than the CV and no model translated it: it says
   * only what needs no translation, and the CV's highlights are left for the user to write.
   */
  highlightsLeftOut: z.boolean(),
});
export type SelfIntroductionResponse = z.infer<typeof selfIntroductionResponse>;
export const SCRIPT_WORDS_PER_MINUTE = 140;
