import type { LanguagesInput, LanguagesResponse } from '@hirelane/contract/cv';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http/http.ts';
import { textOf } from '../../i18n/text-of.ts';
import { cvKeys } from './cv-keys.ts';
import type { ListWrites } from './list-writes.ts';

export const languagesOptions = () =>
  queryOptions({
    queryKey: cvKeys.languages,
    queryFn: () => http.get<LanguagesResponse>('/cv/languages'),
    select: (response) => response.languages,
    meta: { errorToast: () => textOf('cv', 'language.errors.load') },
  });

/** PUT /cv/languages: the whole list replaces the stored one. */
export function saveLanguages(input: LanguagesInput) {
  return http.put<LanguagesResponse>('/cv/languages', input);
}

/** The change of the languages list: shown at once, and it may wait offline. */
export const languagesWrites: ListWrites<LanguagesResponse, LanguagesInput> = {
  section: 'language',
  key: cvKeys.languages,
  mutationKey: ['cv', 'languages', 'save'],
  entryId: 'cv-languages',
  save: saveLanguages,
  expected: (input) => ({ languages: input.languages }),
};

export function useLanguages() {
  return useQuery(languagesOptions());
}
