import type { LanguagesInput, LanguagesResponse } from '@hirelane/contract/cv';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../http/http.ts';
import { useCacheMutation } from '../../http/use-cache-mutation.ts';
import { textOf } from '../../i18n/text-of.ts';
import { toast } from '../../ui/toast.ts';
import { cvKeys } from './cv-keys.ts';

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

export function useLanguages() {
  return useQuery(languagesOptions());
}

export function useSaveLanguages() {
  const { t } = useTranslation('cv');
  return useCacheMutation(
    cvKeys.languages,
    saveLanguages,
    () => toast.success(t('language.saved')),
    () => textOf('cv', 'language.errors.save'),
  );
}
