import type { Language } from '@hirelane/contract/constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@hirelane/contract/constants';

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', no: 'Norsk' };

// Browsers report Norwegian as nb/nn/no with or without a region; the product has one "no".
const NORWEGIAN_CODES = new Set(['no', 'nb', 'nn']);

/** Maps a detected code (nb, en, …, with or without a region) to the product's code; unknown codes pass through. */
export function normalizeLanguage(code: string): string {
  const primary = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return NORWEGIAN_CODES.has(primary) ? 'no' : primary;
}

export function isLanguage(code: string | undefined): code is Language {
  return LANGUAGES.some((language) => language === code);
}

/** The supported language for `code`, or the default one. */
export function toLanguage(code: string | undefined): Language {
  const normalized = code === undefined ? undefined : normalizeLanguage(code);
  return isLanguage(normalized) ? normalized : DEFAULT_LANGUAGE;
}
