import type { Language } from '@hirelane/contract/constants';
import type { SelfIntroductionResponse } from '@hirelane/contract/cv-import';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { cvKeys } from './cv-keys.ts';

/** GET /cv/openai/generate/self-introduction?language&variant: a script from the CV and profile. */
export const selfIntroductionOptions = (language: Language, variant: number) =>
  queryOptions({
    queryKey: [...cvKeys.all, 'self-introduction', language, variant] as const,
    queryFn: ({ signal }) =>
      http.get<SelfIntroductionResponse>(
        `/cv/openai/generate/self-introduction?language=${language}&variant=${variant}`,
        { signal },
      ),
    // Regenerating keeps the last script on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSelfIntroduction(language: Language, variant: number) {
  return useQuery(selfIntroductionOptions(language, variant));
}
