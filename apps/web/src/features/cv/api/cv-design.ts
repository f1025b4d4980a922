import type { CvDesignSettings, CvDesignSettingsInput } from '@hirelane/contract/cv-designs';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

/** The owner's CV design choice: one key for the design panel, its preview and the PDF button. */
export const cvDesignKey = ['cv', 'design'] as const;

/**
 * GET /cv/design: the saved design, accent, font, paper and CV language (the defaults if never
 * chosen). A failure toasts nothing: the design panel says it in place.
 */
export const cvDesignOptions = () =>
  queryOptions({
    queryKey: cvDesignKey,
    queryFn: () => http.get<CvDesignSettings>('/cv/design'),
  });

/**
 * PUT /cv/design with what changed, shown at once: the preview follows the click, the server's answer
 * replaces the guess, and a refusal puts the last saved choice back and says so in a toast.
 */
export function useSaveCvDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cvDesignKey,
    mutationFn: (change: CvDesignSettingsInput) => http.put<CvDesignSettings>('/cv/design', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: cvDesignKey });
      const before = queryClient.getQueryData<CvDesignSettings>(cvDesignKey);
      if (before) queryClient.setQueryData<CvDesignSettings>(cvDesignKey, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(cvDesignKey, context.before);
    },
    // With several picks on their way (arrow keys), only the last answer is the state to show.
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: cvDesignKey }) <= 1)
        queryClient.setQueryData(cvDesignKey, saved);
    },
    meta: { errorToast: () => textOf('cvDesign', 'saveFailed') },
  });
}
