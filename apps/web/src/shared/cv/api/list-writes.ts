import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { textOf } from '../../i18n/text-of.ts';
import {
  OFFLINE_WRITE_OPTIONS,
  othersPending,
  putBack,
  type QueuedContext,
  queuedContext,
  refreshWhenLast,
  setWriteDefaults,
  stopRead,
} from '../../offline/write-queue.ts';
import { cvRefusalMeta, sayCvDone } from './cv-write-texts.ts';

/**
 * Replacing a whole CV list (skills, languages). `entryId` names the list itself (the same for
 * every change to it), so the section shows that a change waits to sync.
 */
export type SaveListVariables<Input> = { entryId: string; input: Input };

/** One CV list saved as a whole, and its call. */
export type ListWrites<Response, Input> = {
  /** The cv namespace's key of the list's texts: `<section>.title`, `.saved`, `.errors.save`. */
  section: 'professional' | 'personal' | 'language';
  /** The list's query key (its cache holds the server's answer). */
  key: readonly string[];
  /** The mutation key of its change (kept offline, so its function is found again by key). */
  mutationKey: readonly string[];
  /** The list's own id, given to its waiting mark. */
  entryId: string;
  save: (input: Input) => Promise<Response>;
  /** The answer the server is expected to give, shown before it does. */
  expected: (input: Input) => Response;
};

type ListContext<Response> = QueuedContext & { previous?: Response | undefined };

/**
 * Saving a whole CV list: the list shows the change at once; offline the change waits (kept in
 * the store) and goes, in the order made, with every other offline-capable change. Saved, the
 * answer goes into the cache and it says so; refused, a change made online is put back, one made
 * offline is read again, and the toast says which list and why. These are also the mutation
 * defaults of its key, so a change restored after a reload can run.
 */
export function saveListOptions<Response, Input>(
  queryClient: QueryClient,
  spec: ListWrites<Response, Input>,
) {
  return {
    ...OFFLINE_WRITE_OPTIONS,
    mutationKey: spec.mutationKey,
    mutationFn: ({ input }: SaveListVariables<Input>) => spec.save(input),
    onMutate: async ({ input }: SaveListVariables<Input>): Promise<ListContext<Response>> => {
      const context = queuedContext(textOf('cv', `${spec.section}.title`) ?? '');
      await stopRead(queryClient, spec.key);
      const previous = queryClient.getQueryData<Response>(spec.key);
      queryClient.setQueryData(spec.key, spec.expected(input));
      return context.queued ? context : { ...context, previous };
    },
    onSuccess: (saved: Response) => {
      if (!othersPending(queryClient)) queryClient.setQueryData(spec.key, saved);
      sayCvDone(`${spec.section}.saved`);
    },
    onError: (
      _error: Error,
      _variables: SaveListVariables<Input>,
      context: ListContext<Response> | undefined,
    ) => {
      putBack(queryClient, spec.key, context?.previous);
      if (!context?.previous) void refreshWhenLast(queryClient, spec.key);
    },
    meta: cvRefusalMeta(`${spec.section}.errors.save`),
  };
}

/** Gives the change of `spec`'s list its mutation defaults (see saveListOptions). */
export function setListWriteDefaults<Response, Input>(
  queryClient: QueryClient,
  spec: ListWrites<Response, Input>,
): void {
  setWriteDefaults(queryClient, [saveListOptions(queryClient, spec)]);
}

export function useSaveList<Response, Input>(spec: ListWrites<Response, Input>) {
  const queryClient = useQueryClient();
  return useMutation<Response, Error, SaveListVariables<Input>, ListContext<Response>>(
    saveListOptions(queryClient, spec),
  );
}
