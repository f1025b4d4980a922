import { type Language, languageOrDefault } from '@hirelane/contract/constants';
import type { Catalog } from './catalog.ts';
import { en } from './en.ts';
import { no } from './no.ts';

const CATALOGS: Record<Language, Catalog> = { en, no };

/** The server's words in a language; a stored code that is no product language gets English. */
export const textsFor = (language: Language): Catalog => CATALOGS[languageOrDefault(language)];
