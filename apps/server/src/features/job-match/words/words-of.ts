import type { Language } from '@hirelane/contract/constants';
import { en } from './en.ts';
import type { MatchWords } from './match-words.ts';
import { no } from './no.ts';

const WORDS: Record<Language, MatchWords> = { en, no };

/** The job match's words in one language. */
export const matchWords = (language: Language): MatchWords => WORDS[language];
