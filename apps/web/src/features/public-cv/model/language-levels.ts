import { LANGUAGE_LEVELS } from '@hirelane/contract/constants';

/** Translation keys (publicCv `levels.*`) of the spec's language levels 1–5. */
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
