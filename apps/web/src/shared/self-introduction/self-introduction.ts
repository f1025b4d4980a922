import type { Language } from '@hirelane/contract/constants';
import type { SelfIntroductionResponse } from '@hirelane/contract/cv-import';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/http.ts';

/** GET /cv/openai/generate/self-introduction?language&variant: a script from the CV and profile. */
const getSelfIntroduction = (language: Language, variant: number, signal: AbortSignal) =>
  http.get<SelfIntroductionResponse>(
    `/cv/openai/generate/self-introduction?language=${language}&variant=${variant}`,
    { signal },
  );

/**
 * The script the "Video script" page shows, one wording per variant. Its key sits under the CV's
 * (`['cv']`): importing a CV invalidates those, and the script is written from the CV.
 */
export const selfIntroductionOptions = (language: Language, variant: number) =>
  queryOptions({
    queryKey: ['cv', 'self-introduction', language, variant] as const,
    queryFn: ({ signal }) => getSelfIntroduction(language, variant, signal),
    // Regenerating keeps the last script on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSelfIntroduction(language: Language, variant: number) {
  return useQuery(selfIntroductionOptions(language, variant));
}

/**
 * The script (the page's first wording) read beside the camera as a teleprompter, cached apart
 * from the page's. Not having one is normal: no toast and no retry, the recorder just shows none.
 */
export const teleprompterScriptOptions = (language: Language) =>
  queryOptions({
    queryKey: ['self-introduction', 'teleprompter', language] as const,
    queryFn: ({ signal }) => getSelfIntroduction(language, 0, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useTeleprompterScript(language: Language) {
  return useQuery(teleprompterScriptOptions(language));
}
