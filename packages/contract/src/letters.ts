import { z } from 'zod';
import { idParams } from './common.ts';
import { LANGUAGES } from './constants.ts';
import {
  LETTER_LIMITS,
  LETTERS_FIRST_PAGE,
  LETTERS_PAGE_SIZE,
  LETTERS_PAGE_SIZE_MAX,
  TEMPLATE_NAME_MAX,
} from './letter-limits.ts';
import { requiredText, textUpTo } from './text.ts';

// Application letters -------------------------------------------

/** POST /jobs/application and PUT /jobs/application/{id}: the whole letter, as the editor holds it. */
export const letterInput = z.object({
  title: requiredText('The title', LETTER_LIMITS.title, 'Give the letter a title'),
  company: textUpTo('Company', LETTER_LIMITS.company).default(''),
  contactName: textUpTo('Contact name', LETTER_LIMITS.contactName).default(''),
  /** The job on the board this letter is for, if any. */
  jobId: z.string().min(1).max(100).nullish().default(null),
  body: z
    .string()
    .max(
      LETTER_LIMITS.body,
      `The letter can be at most ${LETTER_LIMITS.body.toLocaleString('en')} characters`,
    )
    .default(''),
  language: z.enum(LANGUAGES, 'Choose English or Norwegian').default('en'),
  /** Public letters can be read by anyone holding the link; making one private ends the link. */
  isPublic: z.boolean().default(false),
});
export type LetterInput = z.input<typeof letterInput>;

export const letter = z.object({
  jobApplicationId: z.string(),
  title: z.string(),
  company: z.string(),
  contactName: z.string(),
  jobId: z.string().nullable(),
  /** "Developer at Equinor" when the letter is for a job still on the board. */
  jobLabel: z.string().nullable(),
  body: z.string(),
  language: z.enum(LANGUAGES),
  isPublic: z.boolean(),
  publicJobApplicationId: z.string().nullable(),
  publicUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Letter = z.infer<typeof letter>;

/** A list entry: the letter without its body, with the start of it. */
export const letterSummary = letter
  .omit({ body: true })
  .extend({ excerpt: z.string(), wordCount: z.number() });
export type LetterSummary = z.infer<typeof letterSummary>;

/** GET /jobs/application?pageNumber&pageSize */
export const letterPageQuery = z.object({
  pageNumber: z.coerce
    .number('Use a whole page number')
    .int('Use a whole page number')
    .min(LETTERS_FIRST_PAGE, `Pages start at ${LETTERS_FIRST_PAGE}`)
    .max(1_000_000, 'There is no such page')
    .default(LETTERS_FIRST_PAGE),
  pageSize: z.coerce
    .number('Use a whole number of letters per page')
    .int('Use a whole number of letters per page')
    .min(1, 'Ask for at least one letter per page')
    .max(LETTERS_PAGE_SIZE_MAX, `Ask for at most ${LETTERS_PAGE_SIZE_MAX} letters per page`)
    .default(LETTERS_PAGE_SIZE),
});

export const letterPage = z.object({
  data: z.array(letterSummary),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  pageNumber: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
});
export type LetterPage = z.infer<typeof letterPage>;

export const letterParams = idParams;

// Templates ---------------------------------------------------------------------------------------

export const templateKind = z.enum(['classic', 'short-email', 'career-change', 'graduate', 'open', 'own']);
export type TemplateKind = z.infer<typeof templateKind>;

/** GET /jobs/application/templates: the built-in ones (en and no) and the user's own. */
export const letterTemplate = z.object({
  templateId: z.string(),
  name: z.string(),
  kind: templateKind,
  language: z.enum(LANGUAGES),
  title: z.string(),
  /** Text with placeholders such as {firstName}, {position}, {company}, {adAsksFor}. */
  body: z.string(),
  builtIn: z.boolean(),
});
export type LetterTemplate = z.infer<typeof letterTemplate>;

/** POST /jobs/application/templates: save a letter's text as one's own template. */
export const templateInput = z.object({
  name: requiredText('The name', TEMPLATE_NAME_MAX, 'Name the template'),
  language: z.enum(LANGUAGES, 'Choose English or Norwegian'),
  title: textUpTo('The title', LETTER_LIMITS.title).default(''),
  body: z
    .string()
    .trim()
    .min(1, 'The template has no text')
    .max(
      LETTER_LIMITS.body,
      `A template can be at most ${LETTER_LIMITS.body.toLocaleString('en')} characters`,
    ),
});
export type TemplateInput = z.input<typeof templateInput>;

// Drafts --------------------------------------------------------------------------------------------

/** POST /jobs/application/draft: a first draft from a template (or the model), for the editor. */
export const draftInput = z.object({
  templateId: z.string().min(1, 'Choose a template').max(100),
  jobId: z.string().min(1).max(100).nullish().default(null),
  language: z.enum(LANGUAGES, 'Choose English or Norwegian'),
  /** Ask the configured model to tailor the letter to the job; the template fill otherwise. */
  useAi: z.boolean().default(false),
});
export type DraftInput = z.input<typeof draftInput>;

/** The letter's texts as a draft fills them in, not yet saved. */
export const letterDraft = letter
  .pick({ title: true, company: true, contactName: true, jobId: true, body: true, language: true })
  .extend({
    /** Who wrote the draft: the template fill, or the model. */
    engine: z.enum(['template', 'ai']),
  });
export type LetterDraft = z.infer<typeof letterDraft>;

// What the public sees ------------------------------------------------------------------------------

/** GET /jobs/public/application/{id}: the letter and the sender's name, nothing else. */
export const publicLetter = z.object({
  title: z.string(),
  senderName: z.string(),
  ...letter.pick({ company: true, contactName: true, body: true, language: true, updatedAt: true }).shape,
});
export type PublicLetter = z.infer<typeof publicLetter>;
