import { LANGUAGE_LEVELS } from '@hirelane/contract/constants';

/** Translation keys (cv `levels.*`) of the spec's language levels, by level number 1–5. */
export const LEVEL_KEYS = {
  [LANGUAGE_LEVELS.Beginner]: 'beginner',
  [LANGUAGE_LEVELS.Intermediate]: 'intermediate',
  [LANGUAGE_LEVELS.Advanced]: 'advanced',
  [LANGUAGE_LEVELS.Fluent]: 'fluent',
  [LANGUAGE_LEVELS.Native]: 'native',
} as const;
export type LevelKey = (typeof LEVEL_KEYS)[keyof typeof LEVEL_KEYS];

export function levelKey(level: number): LevelKey {
  return LEVEL_KEYS[level as keyof typeof LEVEL_KEYS] ?? 'beginner';
}

/** Options for the level picker, Beginner (1) to Native (5); value is the level as text. */
export function levelOptions(label: (key: LevelKey) => string): { value: string; label: string }[] {
  return Object.values(LANGUAGE_LEVELS)
    .sort((a, b) => a - b)
    .map((level) => ({ value: String(level), label: label(levelKey(level)) }));
}
