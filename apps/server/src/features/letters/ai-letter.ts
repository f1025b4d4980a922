import type { Language } from '@hirelane/contract/constants';
import { LETTER_LIMITS } from '@hirelane/contract/letter-limits';
import { z } from 'zod';
import { careerOf } from '../../domain/cv/person-facts.repository.ts';
import type { ChatModel } from '../../platform/ai/chat-model.ts';
import { textsFor } from '../../platform/i18n/texts.ts';
import type { JobFacts, SenderFacts } from './letter-facts.repository.ts';

export const aiLetterAnswer = z.object({
  title: z.string().min(1).max(LETTER_LIMITS.title),
  body: z.string().min(1).max(LETTER_LIMITS.body),
});

const SYSTEM = (language: Language) =>
  [
    'You write job application letters for the person whose details are in the data.',
    `Write in ${textsFor(language).modelLanguage}. 250–400 words, plain text, paragraphs separated by blank lines, no markdown.`,
    'Start from the template the data gives; tailor it to the job description, naming real experience from the CV.',
    'Never invent employers, degrees, numbers or skills the data does not contain; say the years of experience as yearsOfExperience gives them.',
    "End with a closing and the sender's name. Give the letter a short title (the subject line).",
    'Answer with JSON: {"title": string, "body": string}.',
  ].join('\n');

/** Data for the model: the template draft, the sender's CV facts, and the job. */
const dataOf = (draft: string, sender: SenderFacts, job: JobFacts | undefined, now: Date) =>
  JSON.stringify(
    {
      templateDraft: draft,
      sender: {
        name: `${sender.firstName} ${sender.lastName}`.trim(),
        yearsOfExperience: careerOf(sender, now).yearsOfExperience,
        headline: sender.headline,
        summary: sender.summary,
        experiences: sender.experiences.slice(0, 8),
        educations: sender.educations.slice(0, 4),
        skills: sender.professionalSkills.slice(0, 20),
      },
      job: job
        ? {
            position: job.position,
            company: job.company,
            location: job.location,
            description: job.description?.slice(0, 8000) ?? null,
          }
        : null,
    },
    null,
    2,
  );

/** Asks the model to turn a template draft into a letter tailored to the job. */
export const writeLetterWithAi = (
  model: ChatModel,
  input: { draft: string; sender: SenderFacts; job: JobFacts | undefined; language: Language; now: Date },
) =>
  model.completeJson({
    system: SYSTEM(input.language),
    data: dataOf(input.draft, input.sender, input.job, input.now),
    schemaName: 'application_letter',
    schema: aiLetterAnswer,
  });
