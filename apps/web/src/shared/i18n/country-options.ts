import { COUNTRY_CODES } from '@hirelane/contract/countries';

export type CountryOption = { value: string; label: string };

// Intl knows Norwegian Bokmål as "nb"; the product calls it "no".
const INTL_LOCALES: Record<string, string> = { no: 'nb' };

/** Every country code with its name in `language`, sorted the way that language sorts. */
export function countryOptions(language: string): CountryOption[] {
  const locale = INTL_LOCALES[language] ?? language;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}
