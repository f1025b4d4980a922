import { describe, expect, it } from 'vitest';
import { localeResources } from '../testing/test-i18n.ts';

/** The namespaces of the job board, its match and the letters, plus the navigation that names them. */
const NAMESPACES = ['common', 'jobs', 'letters'] as const;
/** Norwegian texts that are rightly the same as the English: names and words Norwegian shares. */
const SAME_IN_BOTH = new Set([
  'common:appName',
  'common:relationship.mentor',
  'jobs:form.fields.salaryPeriod',
  'jobs:form.placeholders.postingUrl',
  'jobs:options.workplace.hybrid',
  'jobs:details.salaryPer',
  'jobs:tailored.design',
]);

const flatten = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];

const resources = localeResources();
const texts = (language: 'en' | 'no') =>
  new Map(
    NAMESPACES.flatMap((namespace) =>
      flatten(resources[language]?.[namespace]).map(([key, text]) => [`${namespace}:${key}`, text] as const),
    ),
  );
const en = texts('en');
const no = texts('no');
/** A text's words, without its {{placeholders}}. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

describe('the Norwegian texts of the board, the match and the letters', () => {
  it('leave no English behind', () => {
    const english = [...no].filter(
      ([key, text]) => /\p{L}{2}/u.test(words(text)) && text === en.get(key) && !SAME_IN_BOTH.has(key),
    );
    expect(english).toEqual([]);
  });

  it('call a letter "brev" (a "søknad" is the application itself)', () => {
    const letters = [...en].filter(([, text]) => /(?<!-)\bletters?\b/i.test(text)).map(([key]) => key);
    expect(letters).toContain('common:nav.letters');
    expect(letters.filter((key) => !/brev/i.test(no.get(key) ?? ''))).toEqual([]);
  });
});
