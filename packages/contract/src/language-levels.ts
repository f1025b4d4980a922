import { LANGUAGE_LEVELS } from './constants.ts';

/** The language levels 1–5 by key: the translation key on screens, the word in the PDF. */
const LEVEL_KEYS = {
  [LANGUAGE_LEVELS.Beginner]: 'beginner',
  [LANGUAGE_LEVELS.Intermediate]: 'intermediate',
  [LANGUAGE_LEVELS.Advanced]: 'advanced',
  [LANGUAGE_LEVELS.Fluent]: 'fluent',
  [LANGUAGE_LEVELS.Native]: 'native',
} as const;
export type LevelKey = (typeof LEVEL_KEYS)[keyof typeof LEVEL_KEYS];

/** The key of a level; null outside 1–5, so an odd value shows no made-up level. */
export function levelKey(level: number): LevelKey | null {
  return LEVEL_KEYS[level as keyof typeof LEVEL_KEYS] ?? null;
}

/** Options for a level picker, Beginner (1) to Native (5); the value is the level as text. */
export function levelOptions(label: (key: LevelKey) => string): { value: string; label: string }[] {
  return Object.entries(LEVEL_KEYS).map(([level, key]) => ({ value: level, label: label(key) }));
}
