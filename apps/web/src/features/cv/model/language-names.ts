import type { Language } from '@hirelane/contract/constants';
import { displayNames, intlLocale } from '@hirelane/contract/dates';

// Languages job seekers in Norway list most, as ISO 639-1 codes; the user may type any other.
const COMMON_LANGUAGES = [
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

/** Names of common languages in the interface language, sorted, for the language field's suggestions. */
export function languageSuggestions(language: Language): string[] {
  const locale = intlLocale(language);
  const names = displayNames(language, 'language');
  const unique = new Set(COMMON_LANGUAGES.map((code) => names.of(code) ?? code));
  // Display names start lower-case in Norwegian ("engelsk"); a CV line starts with a capital.
  return [...unique]
    .map((name) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1))
    .sort((a, b) => a.localeCompare(b, locale));
}
