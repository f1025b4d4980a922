import type { Language } from '@hirelane/contract/constants';
import { DEGREE_LEVELS, type DegreeLevel, type JobRequirement } from '@hirelane/contract/job-match';
import type { Skill } from '../vocabulary/vocabulary.ts';
import { matchWords } from '../words/words-of.ts';
import { LANGUAGES } from './phrase-rules.ts';

/** A requirement whose id is its kind and `key` ("degree:master"), the same in every language. */
const keyedRequirement = (
  kind: JobRequirement['kind'],
  key: string | number,
  name: string,
  mustHave: boolean,
  cvSection: JobRequirement['cvSection'],
): JobRequirement => ({ id: `${kind}:${key}`, name, kind, mustHave, cvSection });

/**
 * Makes requirements named in the reader's language, whatever the ad's: an id that stays the same
 * in every language, and the name the vocabulary, the language list or the match's words give it.
 */
export const requirementMaker = (language: Language) => {
  const words = matchWords(language);
  return {
    skill: (skill: Skill, mustHave: boolean): JobRequirement => ({
      id: skill.id,
      name: skill.names[language],
      kind: skill.kind,
      mustHave,
      cvSection: skill.kind === 'certification' ? 'certifications' : 'skills',
    }),
    language: (id: string, mustHave: boolean) => {
      const name = LANGUAGES.find((spoken) => spoken.id === id)?.names[language] ?? id;
      return keyedRequirement('language', id, name, mustHave, 'languages');
    },
    degree: (level: DegreeLevel, mustHave: boolean) =>
      keyedRequirement('degree', level, words.degree[level], mustHave, 'education'),
    licence: (licenceClass: string, mustHave: boolean) =>
      keyedRequirement('licence', licenceClass, words.licence(licenceClass), mustHave, 'certifications'),
    experience: (years: number, mustHave: boolean) =>
      keyedRequirement('experience', years, words.experience(years), mustHave, 'experience'),
  };
};

/**
 * The degree several phrases of one sentence ask for: the lowest named level ("a bachelor's or
 * master's degree" asks for a bachelor's); "higher education" counts only when no level is named.
 */
export const lowestLevel = (levels: readonly DegreeLevel[]): DegreeLevel | undefined => {
  const named = levels.some((level) => DEGREE_LEVELS.indexOf(level) > DEGREE_LEVELS.indexOf('higher'));
  return [...levels]
    .filter((level) => !(named && level === 'higher'))
    .sort((a, b) => DEGREE_LEVELS.indexOf(a) - DEGREE_LEVELS.indexOf(b))[0];
};

/** One requirement per id, a must-have when any mention is one; must-haves first, then the ad's order. */
export const mergeRequirements = (found: readonly JobRequirement[]): JobRequirement[] => {
  const byId = new Map<string, JobRequirement>();
  for (const requirement of found) {
    const seen = byId.get(requirement.id);
    byId.set(
      requirement.id,
      seen ? { ...seen, mustHave: seen.mustHave || requirement.mustHave } : requirement,
    );
  }
  const merged = [...byId.values()];
  return [...merged.filter((r) => r.mustHave), ...merged.filter((r) => !r.mustHave)];
};
