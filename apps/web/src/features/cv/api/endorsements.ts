import type { Endorsement } from '@hirelane/contract/endorsements';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cvKeys } from '../../../shared/cv/api/cv-keys.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

/** GET /cv/endorsement: what others wrote (read-only). */
export const endorsementsOptions = () =>
  queryOptions({
    queryKey: cvKeys.endorsements,
    queryFn: () => http.get<Endorsement[]>('/cv/endorsement'),
    meta: { errorToast: () => textOf('cv', 'endorsement.received.errors.load') },
    // Answers arrive while the user is away (reading the "you got an endorsement" e-mail).
    refetchOnWindowFocus: true,
  });

/** PUT /cv/endorsement/{id}/visibility: hides an endorsement from the public CV, or shows it again. */
export function setEndorsementVisibility(id: string, isVisible: boolean) {
  return http.put<Endorsement>(`/cv/endorsement/${encodeURIComponent(id)}/visibility`, { isVisible });
}

export function useEndorsements() {
  return useQuery(endorsementsOptions());
}

/** Flips the switch at once (optimistic), rolls back with a toast if the server refuses. */
export function useSetEndorsementVisibility() {
  const { t } = useTranslation('cv');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isVisible }: { id: string; isVisible: boolean }) =>
      setEndorsementVisibility(id, isVisible),
    onMutate: async ({ id, isVisible }) => {
      await queryClient.cancelQueries({ queryKey: cvKeys.endorsements });
      const previous = queryClient.getQueryData<Endorsement[]>(cvKeys.endorsements);
      queryClient.setQueryData<Endorsement[]>(cvKeys.endorsements, (list) =>
        list?.map((item) => (item.endorsementId === id ? { ...item, isVisible } : item)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(cvKeys.endorsements, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cvKeys.endorsements }),
    meta: { errorToast: () => t('endorsement.received.errors.visibility') },
  });
}
