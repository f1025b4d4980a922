import type { Language } from '@hirelane/contract/constants';

/** Intl's locale for a language's place names. */
const LOCALE: Record<Language, string> = { en: 'en', no: 'nb' };

/** Names of countries Intl does not give, each with its region code and the languages that write it. */
const OTHER_COUNTRY_NAMES: [string, string, Language[]][] = [
  ['usa', 'US', ['en', 'no']],
  ['u.s.', 'US', ['en']],
  ['u.s.a.', 'US', ['en']],
  ['us', 'US', ['en']],
  ['united states of america', 'US', ['en']],
  ['uk', 'GB', ['en', 'no']],
  ['u.k.', 'GB', ['en']],
  ['britain', 'GB', ['en']],
  ['great britain', 'GB', ['en']],
  ['the netherlands', 'NL', ['en']],
  ['holland', 'NL', ['en', 'no']],
  ['czech republic', 'CZ', ['en']],
  ['den tsjekkiske republikk', 'CZ', ['no']],
];

/** Cities whose names English and Norwegian write differently. */
const CITIES: readonly Record<Language, string>[] = [
  { en: 'Copenhagen', no: 'København' },
  { en: 'Gothenburg', no: 'Göteborg' },
  { en: 'Lisbon', no: 'Lisboa' },
  { en: 'Rome', no: 'Roma' },
  { en: 'Munich', no: 'München' },
  { en: 'Cologne', no: 'Köln' },
  { en: 'Nuremberg', no: 'Nürnberg' },
  { en: 'Hanover', no: 'Hannover' },
  { en: 'Vienna', no: 'Wien' },
  { en: 'Prague', no: 'Praha' },
  { en: 'Warsaw', no: 'Warszawa' },
  { en: 'Krakow', no: 'Kraków' },
  { en: 'Gdansk', no: 'Gdańsk' },
  { en: 'Brussels', no: 'Brussel' },
  { en: 'Antwerp', no: 'Antwerpen' },
  { en: 'The Hague', no: 'Haag' },
  { en: 'Moscow', no: 'Moskva' },
  { en: 'Athens', no: 'Athen' },
  { en: 'Zurich', no: 'Zürich' },
  { en: 'Geneva', no: 'Genève' },
  { en: 'Florence', no: 'Firenze' },
  { en: 'Venice', no: 'Venezia' },
  { en: 'Milan', no: 'Milano' },
  { en: 'Naples', no: 'Napoli' },
  { en: 'Turin', no: 'Torino' },
  { en: 'Seville', no: 'Sevilla' },
  { en: 'Belgrade', no: 'Beograd' },
  { en: 'Bucharest', no: 'București' },
  { en: 'Mexico City', no: 'Mexico by' },
];

const key = (name: string) => name.trim().toLowerCase();

type Country = { code: string; languages: Set<Language> };
let countries: Map<string, Country> | undefined;
/** Every country's name in either language (and common other names) → its region code. */
const countryNames = () => {
  if (countries) return countries;
  const names = new Map<string, Country>();
  const add = (name: string, code: string, language: Language) => {
    const known = names.get(key(name));
    if (known?.code === code) known.languages.add(language);
    else if (!known) names.set(key(name), { code, languages: new Set([language]) });
  };
  for (const [name, code, languages] of OTHER_COUNTRY_NAMES)
    for (const language of languages) add(name, code, language);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const language of Object.keys(LOCALE) as Language[]) {
    const namer = new Intl.DisplayNames([LOCALE[language]], { type: 'region' });
    for (const first of letters)
      for (const second of letters) {
        const code = `${first}${second}`;
        const name = namer.of(code);
        if (name && name !== code) add(name, code, language);
      }
  }
  countries = names;
  return names;
};

const cityIn = (name: string, language: Language) => {
  const names = CITIES.find((city) => Object.values(city).some((written) => key(written) === key(name)));
  return names?.[language];
};

/**
 * A place as the language names it: each part of "Town, Country" as its exonym ("Bergen,
 * Norway" → "Bergen, Norge"; "København" → "Copenhagen"); a part neither list knows stays as written.
 */
export const placeIn = (place: string, language: Language): string =>
  place
    .split(',')
    .map((part) => {
      const name = part.trim();
      const country = countryNames().get(key(name));
      if (country)
        return country.languages.has(language)
          ? name
          : (new Intl.DisplayNames([LOCALE[language]], { type: 'region' }).of(country.code) ?? name);
      return cityIn(name, language) ?? name;
    })
    .filter(Boolean)
    .join(', ');
