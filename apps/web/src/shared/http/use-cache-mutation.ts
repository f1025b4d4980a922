import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorToastText } from './error-toast.ts';

/**
 * A change whose answer is the new state of `queryKey`: the answer goes into the cache as it is,
 * without reading it again; `andThen` updates whatever else the answer changes (or says it is
 * saved). `errorToast` is the fallback text of a failure's toast (meta.errorToast), if it has one.
 */
export function useCacheMutation<Data, Variables>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Data>,
  andThen?: (saved: Data, queryClient: QueryClient) => void,
  errorToast?: (error: unknown) => ErrorToastText,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      andThen?.(saved, queryClient);
    },
    ...(errorToast ? { meta: { errorToast } } : {}),
  });
}
