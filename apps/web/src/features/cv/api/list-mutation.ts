import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../shared/ui/toast.ts';

/**
 * A change to one of the CV's lists: on success it says so and re-reads the list (the server keeps
 * the order); on failure the toast says why (the server's message, or `failure`).
 */
export function useListMutation<Data, Variables>(
  queryKey: readonly unknown[],
  mutationFn: (variables: Variables) => Promise<Data>,
  texts: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast.success(texts.success);
      await queryClient.invalidateQueries({ queryKey });
    },
    meta: { errorToast: () => texts.failure },
  });
}
