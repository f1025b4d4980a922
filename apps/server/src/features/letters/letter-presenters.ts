import { countWords } from '@hirelane/contract/letter-limits';
import type { Letter, LetterSummary, LetterTemplate } from '@hirelane/contract/letters';
import type { LetterRecord, TemplateRecord } from './letters.repository.ts';

const EXCERPT_LENGTH = 160;

const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
};

/** A template the user saved, as the API answers it. */
export const presentTemplate = (template: TemplateRecord): LetterTemplate => ({
  templateId: template.id,
  name: template.name,
  kind: 'own',
  language: template.language,
  title: template.title,
  body: template.body,
  builtIn: false,
});

/** A letter as its owner reads it; a shared one with its public address under `publicUrl`. */
export const presentLetter = (letter: LetterRecord, publicUrl: URL): Letter => ({
  jobApplicationId: letter.id,
  title: letter.title,
  company: letter.company,
  contactName: letter.contactName,
  jobId: letter.jobId,
  jobLabel: letter.job ? `${letter.job.position} · ${letter.job.company}` : null,
  body: letter.body,
  language: letter.language,
  isPublic: letter.publicId !== null,
  publicJobApplicationId: letter.publicId,
  publicUrl: letter.publicId
    ? new URL(`/public-job-application/${letter.publicId}`, publicUrl).toString()
    : null,
  createdAt: letter.createdAt,
  updatedAt: letter.updatedAt,
});

/** A letter in the list: no body, an excerpt and its word count. */
export const summariseLetter = (letter: LetterRecord, publicUrl: URL): LetterSummary => {
  const { body: _body, ...rest } = presentLetter(letter, publicUrl);
  return { ...rest, excerpt: excerptOf(letter.body), wordCount: countWords(letter.body) };
};
