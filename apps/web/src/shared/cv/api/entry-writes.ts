import { onlineManager, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { offlineError } from '../../http/api-error.ts';
import {
  OFFLINE_WRITE_OPTIONS,
  putBack,
  type QueuedContext,
  queuedContext,
  refreshWhenLast,
  refuseUnsaved,
  setWriteDefaults,
  stopRead,
  unsavedId,
} from '../../offline/write-queue.ts';
import { cvRefusalMeta, sayCvDone } from './cv-write-texts.ts';

/** Adding (`entryId` null) or changing one entry of a CV list. */
export type SaveEntryVariables<Input> = { entryId: string | null; input: Input };

/** Deleting one entry of a CV list. */
export type RemoveEntryVariables = { entryId: string };

/** One CV list of separate entries (experience, education, certifications) and its calls. */
export type EntryWrites<Entry, Input, Save extends SaveEntryVariables<Input>> = {
  /** The cv namespace's key of the list's texts: `<section>.saved`, `.deleted`, `.errors.save/delete`. */
  section: 'experience' | 'education' | 'certifications';
  /** The list's query key. */
  key: readonly string[];
  /** The mutation keys of its changes (kept offline, so their functions are found again by key). */
  writeKeys: { save: readonly string[]; remove: readonly string[] };
  idOf: (entry: Entry) => string;
  /** What an entry (or what was typed for one) is called in a toast: "Barista at Kaffebrenneriet". */
  nameOf: (entry: Entry | Input) => string;
  /** The entry as the change leaves it: `entry` changed by `input`, or a new one with id `id`. */
  apply: (entry: Entry | undefined, id: string, input: Input) => Entry;
  save: (variables: Save) => Promise<Entry>;
  remove: (entryId: string) => Promise<unknown>;
  /** Whether the change carries what cannot wait offline (a file is not kept in the store). */
  needsConnection?: (variables: Save) => boolean;
};

/** The list before a change made online (put back if the server refuses it), and a new entry's id. */
type EntryContext<Entry> = QueuedContext & { previous?: Entry[] | undefined; draftId?: string };

/**
 * Adding or changing an entry: a change shows in the cached list at once (put back if the server
 * refuses it); an entry added offline shows at once with an id of its own (`unsaved-…`, waiting to
 * sync) and the server's entry takes its place once sent. Offline the change waits, kept with the
 * list, and goes with every other offline-capable change in the order they were made. A change to
 * an entry not saved yet is refused (it has no id on the server). Saved: it says so, and the list
 * is read again; refused: the toast names the entry and why. These are also the mutation defaults
 * of its key, so a change restored after a reload can run.
 */
export function saveEntryOptions<Entry, Input, Save extends SaveEntryVariables<Input>>(
  queryClient: QueryClient,
  spec: EntryWrites<Entry, Input, Save>,
) {
  return {
    ...OFFLINE_WRITE_OPTIONS,
    mutationKey: spec.writeKeys.save,
    mutationFn: spec.save,
    onMutate: async (variables: Save): Promise<EntryContext<Entry>> => {
      const context = queuedContext(spec.nameOf(variables.input));
      if (variables.entryId) refuseUnsaved(variables.entryId, context.label);
      if (context.queued && spec.needsConnection?.(variables)) throw offlineError();
      await stopRead(queryClient, spec.key);
      const previous = queryClient.getQueryData<Entry[]>(spec.key);
      const { entryId } = variables;
      if (entryId) {
        if (previous)
          queryClient.setQueryData<Entry[]>(
            spec.key,
            previous.map((entry) =>
              spec.idOf(entry) === entryId ? spec.apply(entry, entryId, variables.input) : entry,
            ),
          );
        return context.queued ? context : { ...context, previous };
      }
      // Online the server answers at once; offline the new entry shows until it is sent.
      if (!context.queued) return context;
      const draft = spec.apply(undefined, unsavedId(), variables.input);
      queryClient.setQueryData<Entry[]>(spec.key, [draft, ...(previous ?? [])]);
      return { ...context, draftId: spec.idOf(draft) };
    },
    onSuccess: (saved: Entry, _variables: Save, context: EntryContext<Entry> | undefined) => {
      const savedId = saved ? spec.idOf(saved) : undefined;
      if (context?.draftId && savedId)
        queryClient.setQueryData<Entry[]>(spec.key, (list) =>
          list?.map((entry) => (spec.idOf(entry) === context.draftId ? saved : entry)),
        );
      sayCvDone(`${spec.section}.saved`);
    },
    onError: (_error: Error, _variables: Save, context: EntryContext<Entry> | undefined) => {
      const draftId = context?.draftId;
      if (draftId)
        queryClient.setQueryData<Entry[]>(spec.key, (list) =>
          list?.filter((entry) => spec.idOf(entry) !== draftId),
        );
      putBack(queryClient, spec.key, context?.previous);
    },
    onSettled: () => refreshWhenLast(queryClient, spec.key),
    meta: cvRefusalMeta(`${spec.section}.errors.save`),
  };
}

/**
 * Deleting an entry: it leaves the cached list at once (put back if the server refuses it made
 * online; read again if refused after waiting offline). Offline it waits like every other
 * offline-capable change. An entry not saved yet cannot be deleted until it is (its toast says so).
 */
export function removeEntryOptions<Entry, Input, Save extends SaveEntryVariables<Input>>(
  queryClient: QueryClient,
  spec: EntryWrites<Entry, Input, Save>,
) {
  return {
    ...OFFLINE_WRITE_OPTIONS,
    mutationKey: spec.writeKeys.remove,
    mutationFn: ({ entryId }: RemoveEntryVariables) => spec.remove(entryId),
    onMutate: async ({ entryId }: RemoveEntryVariables): Promise<EntryContext<Entry>> => {
      const previous = queryClient.getQueryData<Entry[]>(spec.key);
      const entry = previous?.find((shown) => spec.idOf(shown) === entryId);
      const context = queuedContext(entry ? spec.nameOf(entry) : '');
      refuseUnsaved(entryId, context.label);
      await stopRead(queryClient, spec.key);
      if (previous)
        queryClient.setQueryData<Entry[]>(
          spec.key,
          previous.filter((shown) => spec.idOf(shown) !== entryId),
        );
      return context.queued ? context : { ...context, previous };
    },
    onSuccess: () => sayCvDone(`${spec.section}.deleted`),
    onError: (_error: Error, _variables: RemoveEntryVariables, context: EntryContext<Entry> | undefined) =>
      putBack(queryClient, spec.key, context?.previous),
    onSettled: () => refreshWhenLast(queryClient, spec.key),
    meta: cvRefusalMeta(`${spec.section}.errors.delete`),
  };
}

/** Gives the changes of `spec`'s list their mutation defaults (see saveEntryOptions). */
export function setEntryWriteDefaults<Entry, Input, Save extends SaveEntryVariables<Input>>(
  queryClient: QueryClient,
  spec: EntryWrites<Entry, Input, Save>,
): void {
  setWriteDefaults(queryClient, [saveEntryOptions(queryClient, spec), removeEntryOptions(queryClient, spec)]);
}

export function useSaveEntry<Entry, Input, Save extends SaveEntryVariables<Input>>(
  spec: EntryWrites<Entry, Input, Save>,
) {
  const queryClient = useQueryClient();
  return useMutation<Entry, Error, Save, EntryContext<Entry>>(saveEntryOptions(queryClient, spec));
}

export function useRemoveEntry<Entry, Input, Save extends SaveEntryVariables<Input>>(
  spec: EntryWrites<Entry, Input, Save>,
) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, RemoveEntryVariables, EntryContext<Entry>>(
    removeEntryOptions(queryClient, spec),
  );
}

/** Whether a change went to the server, or was kept in this browser to be sent once back online. */
export type SendOutcome = 'sent' | 'kept';

/**
 * Sends a change of a form or a question: online it is awaited (a failure stays in the form);
 * offline it is handed to the queue and the dialog may close at once (the entry shows waiting).
 */
export async function sendOrQueue<Variables>(
  mutation: {
    mutate: (variables: Variables) => void;
    mutateAsync: (variables: Variables) => Promise<unknown>;
  },
  variables: Variables,
): Promise<SendOutcome> {
  if (!onlineManager.isOnline()) {
    mutation.mutate(variables);
    return 'kept';
  }
  await mutation.mutateAsync(variables);
  return 'sent';
}
