import type { Language } from '@hirelane/contract/constants';
import { displayNames, intlLocale } from '@hirelane/contract/dates';
import { COMMON_LANGUAGES } from '@hirelane/contract/language-names';

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
