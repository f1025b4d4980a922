import type { Language } from '@hirelane/contract/constants';
import type { SelfIntroductionResponse } from '@hirelane/contract/cv-import';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { videoKeys } from './video-keys.ts';

/**
 * GET /cv/openai/generate/self-introduction (the script the "Video script" page shows), read
 * beside the camera as a teleprompter. Not having one is normal: no toast, the recorder just
 * shows none.
 */
export const teleprompterScriptOptions = (language: Language) =>
  queryOptions({
    queryKey: videoKeys.script(language),
    queryFn: ({ signal }) =>
      http.get<SelfIntroductionResponse>(
        `/cv/openai/generate/self-introduction?language=${language}&variant=0`,
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useTeleprompterScript(language: Language) {
  return useQuery(teleprompterScriptOptions(language));
}
