/** The words a level 1–5 is written as in an exported JSON Resume. */
export const FLUENCY_WORDS = ['Beginner', 'Intermediate', 'Advanced', 'Fluent', 'Native'] as const;

/**
 * How fluent, from an open format's words: ours (above) and LinkedIn's proficiencies (Elementary,
 * Limited working, Professional working, Full professional, Native or bilingual), any case.
 */
const FLUENCY_PATTERNS: [RegExp, number][] = [
  [/native|bilingual|mother tongue|morsmål/i, 5],
  [/full professional|fluent|flytende/i, 4],
  [/professional working|advanced|proficient/i, 3],
  [/limited working|intermediate/i, 2],
  [/elementary|beginner|basic/i, 1],
];

/** The level a fluency names; a fluency left out or in other words is taken as the middle, 3. */
export const UNKNOWN_FLUENCY_LEVEL = 3;
export const levelOfFluency = (fluency: unknown): number => {
  if (typeof fluency !== 'string') return UNKNOWN_FLUENCY_LEVEL;
  return FLUENCY_PATTERNS.find(([pattern]) => pattern.test(fluency))?.[1] ?? UNKNOWN_FLUENCY_LEVEL;
};
