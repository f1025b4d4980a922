import type { Language } from '@hirelane/contract/constants';
import { COUNTRY_CODES } from '@hirelane/contract/countries';
import { displayNames, intlLocale } from '@hirelane/contract/dates';

export type CountryOption = { value: string; label: string };

/** Every country code with its name in `language`, sorted the way that language sorts. */
export function countryOptions(language: Language): CountryOption[] {
  const locale = intlLocale(language);
  const names = displayNames(language, 'region');
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}
