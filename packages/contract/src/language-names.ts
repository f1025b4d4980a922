import { LANGUAGES, type Language } from './constants.ts';
import { displayNames } from './dates.ts';

/** Languages job seekers in Norway list most, as ISO 639-1 codes; a CV may name any other. */
export const COMMON_LANGUAGES = [
  'no',
  'en',
  'sv',
  'da',
  'fi',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'lt',
  'lv',
  'et',
  'ru',
  'uk',
  'ro',
  'hu',
  'cs',
  'sk',
  'hr',
  'sr',
  'bs',
  'sq',
  'el',
  'tr',
  'ar',
  'fa',
  'ur',
  'hi',
  'bn',
  'ta',
  'pa',
  'so',
  'ti',
  'am',
  'sw',
  'zh',
  'ja',
  'ko',
  'vi',
  'th',
  'tl',
  'is',
  'se',
  'ku',
  'ps',
] as const;

// Bokmål and Nynorsk are Norwegian too: a CV's "Norsk bokmål" is said as Norwegian.
const NAMED_AS = { nb: 'no', nn: 'no' } as const;
let codesByName: Map<string, string> | undefined;

/**
 * The code of a language a CV names in one of the product's languages ("Norsk", "Norwegian",
 * "engelsk" → "no", "en", "en"); null for a name outside the common languages.
 */
export function languageCodeOf(name: string): string | null {
  if (!codesByName) {
    codesByName = new Map();
    for (const language of LANGUAGES) {
      const names = displayNames(language, 'language');
      for (const code of [...COMMON_LANGUAGES, ...(Object.keys(NAMED_AS) as (keyof typeof NAMED_AS)[])])
        codesByName.set(
          (names.of(code) ?? code).toLowerCase(),
          code in NAMED_AS ? NAMED_AS[code as keyof typeof NAMED_AS] : code,
        );
    }
  }
  return codesByName.get(name.trim().toLowerCase()) ?? null;
}

/** A language's name as written in running text of a product language: "Norwegian", "norsk". */
export function languageName(code: string, language: Language): string {
  return displayNames(language, 'language').of(code) ?? code;
}
