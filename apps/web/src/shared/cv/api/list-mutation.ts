import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast.ts';

/**
 * A change to one of the CV's lists: on success it says so and re-reads the list (the server keeps
 * the order); on failure the toast says why (the server's message, or `failure`). The texts are
 * keys of the cv namespace.
 */
export function useListMutation<Data, Variables>(
  queryKey: readonly unknown[],
  mutationFn: (variables: Variables) => Promise<Data>,
  texts: { success: ParseKeys<'cv'>; failure: ParseKeys<'cv'> },
) {
  const { t } = useTranslation('cv');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast.success(t(texts.success));
      await queryClient.invalidateQueries({ queryKey });
    },
    meta: { errorToast: () => t(texts.failure) },
  });
}
