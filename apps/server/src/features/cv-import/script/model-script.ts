import type { Language } from '@hirelane/contract/constants';
import { z } from 'zod';
import { careerOf, type PersonFacts } from '../../../domain/cv/person-facts.repository.ts';
import type { ChatModel } from '../../../platform/ai/chat-model.ts';
import { textsFor } from '../../../platform/i18n/texts.ts';

const answer = z.object({ script: z.string().min(40).max(4000) });

const SYSTEM = (language: Language, cvLanguage: Language) =>
  [
    'You write the script of a 60–90-second self-introduction video for the person whose CV is in the data.',
    `Write in ${textsFor(language).modelLanguage}, first person, spoken style, 150–210 words, plain text, short paragraphs separated by blank lines, no stage directions, no markdown.`,
    'Structure: greeting with the name; who I am; the two strongest experiences with concrete results (numbers where the CV has them); key skills; what I am looking for next; a warm closing.',
    'Say the years of experience as yearsOfExperience gives them. Use only facts from the data; never invent employers, degrees, numbers or skills.',
    ...(cvLanguage === language
      ? []
      : [
          `The CV is written in ${textsFor(cvLanguage).modelLanguage}: translate every fact you use into ${textsFor(language).modelLanguage}, quoting no sentence of the CV as it stands. Keep the names of employers, schools and products as written, and write places as ${textsFor(language).modelLanguage} names them.`,
        ]),
    'Answer with JSON: {"script": string}.',
  ].join('\n');

/**
 * Asks the model for the script, from the person's CV and profile; from a CV in another language,
 * it translates what it uses.
 */
export const writeScriptWithModel = async (
  model: ChatModel,
  person: PersonFacts,
  language: Language,
  cvLanguage: Language,
  now: Date,
) =>
  (
    await model.completeJson({
      system: SYSTEM(language, cvLanguage),
      data: JSON.stringify(
        {
          name: `${person.firstName} ${person.lastName}`.trim(),
          headline: person.headline,
          summary: person.summary,
          location: person.location,
          yearsOfExperience: careerOf(person, now).yearsOfExperience,
          experiences: person.experiences.slice(0, 6),
          educations: person.educations.slice(0, 3),
          professionalSkills: person.professionalSkills.slice(0, 15),
          personalSkills: person.personalSkills.slice(0, 8),
          languages: person.languages,
        },
        null,
        2,
      ),
      schemaName: 'self_introduction',
      schema: answer,
    })
  ).script.trim();
