import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { FirstRunState, FirstRunStep, GuidesResponse } from '@hirelane/contract/guides';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../http/http.ts';
import { type FirstRunProgress, progressOf } from './first-run-steps.ts';

const GUIDES_KEY = ['guides'] as const;

/** GET /guides: the first-run path's state and steps. A failure shows no path, and says nothing. */
export const firstRunQuery = () =>
  queryOptions({
    queryKey: GUIDES_KEY,
    queryFn: () => http.get<GuidesResponse>('/guides'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * A step is done as soon as the user does it, whatever screen saved it: while the path is on, any
 * other successful change (a job added, a CV entry saved) reads the progress again.
 */
function useProgressAfterChanges(watching: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!watching) return;
    return queryClient.getMutationCache().subscribe((event) => {
      const mutation = event.mutation;
      if (event.type !== 'updated' || event.action.type !== 'success' || !mutation) return;
      if (mutation.options.mutationKey?.[0] === GUIDES_KEY[0]) return;
      // Every screen part that shows the path listens; one read serves them all.
      void queryClient.invalidateQueries({ queryKey: GUIDES_KEY }, { cancelRefetch: false });
    });
  }, [queryClient, watching]);
}

export type FirstRun = {
  /** Whether the server answered, or could not (then nothing of the path shows). */
  ready: boolean;
  /** Undefined until the server answered (or when it could not). */
  state: FirstRunState | undefined;
  progress: FirstRunProgress | undefined;
  setState: (state: FirstRunState) => void;
  markDone: (step: FirstRunStep) => void;
};

/** The first-run path for the signed-in user: where it stands, and the calls that move it. */
export function useFirstRun(): FirstRun {
  const queryClient = useQueryClient();
  const query = useQuery(firstRunQuery());
  const progress = query.data ? progressOf(query.data) : undefined;
  useProgressAfterChanges(query.data?.state !== 'off' && progress?.next != null);
  const onSuccess = (answer: GuidesResponse) => queryClient.setQueryData(GUIDES_KEY, answer);
  const stateMutation = useMutation({
    mutationKey: [...GUIDES_KEY, 'state'],
    mutationFn: (state: FirstRunState) => http.put<GuidesResponse>('/guides/first-run', { state }),
    // Hidden or shown at once; the server's answer follows.
    onMutate: (state) =>
      queryClient.setQueryData<GuidesResponse>(GUIDES_KEY, (current) => current && { ...current, state }),
    onSuccess,
    meta: { errorToast: () => FALLBACK_ERRORS.saveFirstRun },
  });
  const doneMutation = useMutation({
    mutationKey: [...GUIDES_KEY, 'done'],
    mutationFn: (step: FirstRunStep) => http.put<GuidesResponse>('/guides/first-run/done', { step }),
    onMutate: (done) =>
      queryClient.setQueryData<GuidesResponse>(
        GUIDES_KEY,
        (current) =>
          current && {
            ...current,
            steps: current.steps.map((entry) => (entry.step === done ? { ...entry, done: true } : entry)),
          },
      ),
    onSuccess,
    meta: { errorToast: () => FALLBACK_ERRORS.saveFirstRun },
  });
  return {
    ready: !query.isPending,
    state: query.data?.state,
    progress,
    setState: stateMutation.mutate,
    markDone: doneMutation.mutate,
  };
}
