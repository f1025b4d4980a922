import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../http/api-error.ts';
import { textOf } from '../i18n/text-of.ts';

/**
 * Every change that may be made offline runs in this one scope: TanStack Query sends them one after
 * another, in the order they were made, and a change made offline waits (paused, kept in the store
 * with the answers) until the network returns.
 */
export const OFFLINE_WRITE_SCOPE = { id: 'offline-writes' } as const;

/** How many times a change the browser found offline as it was sent is tried again. */
const OFFLINE_RETRIES = 3;

/**
 * The options every offline-capable change shares: it waits for the network instead of failing
 * (`networkMode: 'online'`), in the one scope. A refusal is final; a change the browser found
 * offline as it left (the network went a moment before TanStack Query heard of it) waits for the
 * network again and is sent once it is back.
 */
export const OFFLINE_WRITE_OPTIONS = {
  networkMode: 'online',
  scope: OFFLINE_WRITE_SCOPE,
  retry: (failures: number, error: unknown) =>
    failures < OFFLINE_RETRIES && isApiError(error) && error.code === 'OFFLINE',
} as const;

/**
 * What an offline-capable change remembers from the moment it was made (its `onMutate` result, kept
 * with it in the store): whether it was made offline (then a refusal names it), and the name of
 * what it changes ("Barista at Kaffebrenneriet").
 */
export type QueuedContext = { queued: boolean; label: string };

/** The context of a change made now about `label`. */
export const queuedContext = (label: string): QueuedContext => ({
  queued: !onlineManager.isOnline(),
  label,
});

/** Whether `context` is that of a change made offline. */
const wasQueued = (context: unknown): context is QueuedContext =>
  typeof context === 'object' &&
  context !== null &&
  (context as Partial<QueuedContext>).queued === true &&
  typeof (context as Partial<QueuedContext>).label === 'string';

/** Ids a job (or entry) made offline has until the server gives it its own. */
const UNSAVED_ID_PREFIX = 'unsaved-';

export const unsavedId = (): string => `${UNSAVED_ID_PREFIX}${crypto.randomUUID()}`;

/** Whether `id` is one the server has not given yet (the thing waits to be saved). */
export const isUnsavedId = (id: string): boolean => id.startsWith(UNSAVED_ID_PREFIX);

/**
 * Thrown by a change to something made offline that the server has not saved yet: it has no id
 * there to change, so the change is refused here (the card says it waits to sync) until it is.
 */
export class WaitsForSaveError extends Error {
  readonly label: string;
  constructor(label: string) {
    super('waits for save');
    this.name = 'WaitsForSaveError';
    this.label = label;
  }
}

/** Throws `WaitsForSaveError` when `id` is not the server's yet. */
export function refuseUnsaved(id: string, label: string): void {
  if (isUnsavedId(id)) throw new WaitsForSaveError(label);
}

/** Why the server refused a change sent late: a key of `common:offline.reasons`. */
const refusalReason = (error: unknown, change: QueuedChange): string => {
  const status = isApiError(error) ? error.status : 0;
  const what = change === 'cvEntry' ? 'entry' : 'job';
  if (status === 404 || status === 410) return `${what}Deleted`;
  if (status === 409 || status === 412) return `${what}Changed`;
  return 'refused';
};

/** What a change of each kind is called in the refusal's toast: a key of `common:offline.refused`. */
export type QueuedChange = 'move' | 'pin' | 'edit' | 'interview' | 'create' | 'cvEntry';

/**
 * The toast of a change made offline that the server refused once sent: which change, on what, and
 * why ("Could not move “Barista at Kaffebrenneriet”: the job was deleted on another device."). A
 * change made online (or not refused: no context) gets `fallback`, the usual text.
 */
export function refusalToast(
  change: QueuedChange,
  error: unknown,
  context: unknown,
  fallback: string,
): string | { exactly: string } {
  if (error instanceof WaitsForSaveError)
    return { exactly: textOf('common', 'offline.waitsForSave', { name: error.label }) ?? '' };
  if (!wasQueued(context)) return fallback;
  const reason = refusalReason(error, change);
  const why =
    reason === 'refused' && isApiError(error) && error.serverMessage
      ? error.serverMessage
      : (textOf('common', `offline.reasons.${reason}`) ?? '');
  return {
    exactly: textOf('common', `offline.refused.${change}`, { name: context.label, reason: why }) ?? '',
  };
}

/** What these rules read of a mutation (any copy of TanStack's Mutation type has it). */
type MutationLike = {
  state: { status: string; isPaused: boolean; variables: unknown; context: unknown };
  options: { scope?: { id: string } | undefined };
};

/** Whether `mutation` is an offline-capable change still waiting to be sent. */
const isWaitingWrite = (mutation: MutationLike): boolean =>
  mutation.state.status === 'pending' &&
  mutation.state.isPaused &&
  mutation.options.scope?.id === OFFLINE_WRITE_SCOPE.id;

/** What a change names: the job (`jobId`), the CV entry (`entryId`), or the job it creates. */
type ChangeTarget = { jobId?: unknown; entryId?: unknown };

/** Whether `mutation` is a change to the thing with `id` that still waits to be sent. */
export const isWaitingFor = (mutation: MutationLike, id: string): boolean => {
  if (!isWaitingWrite(mutation)) return false;
  const target = (mutation.state.variables ?? {}) as ChangeTarget;
  const draft = (mutation.state.context ?? {}) as { draftId?: unknown };
  return target.jobId === id || target.entryId === id || draft.draftId === id;
};

/**
 * Whether another offline-capable change is still pending besides the one settling now (which
 * still counts as pending): the last one to settle re-reads from the server, so a re-read never
 * overwrites a change still on its way.
 */
export const othersPending = (queryClient: QueryClient): boolean =>
  queryClient
    .getMutationCache()
    .findAll({ status: 'pending', predicate: (m) => m.options.scope?.id === OFFLINE_WRITE_SCOPE.id }).length >
  1;

/**
 * Puts back `previous`, the data at `key` before a change made online that the server refused;
 * with other changes still pending it would undo them too, so the last one to settle reads again.
 */
export function putBack(queryClient: QueryClient, key: QueryKey, previous: unknown): void {
  if (!othersPending(queryClient) && previous) queryClient.setQueryData(key, previous);
}

/** Reads `key` again (the server's order and values) once no other change is still on its way. */
export const refreshWhenLast = (queryClient: QueryClient, key: QueryKey) =>
  othersPending(queryClient) ? undefined : queryClient.invalidateQueries({ queryKey: key });

/** The stops asked for so far, in order (see `stopRead`). */
let stops: Promise<void> = Promise.resolve();

/**
 * Stops the reads of `queryKeys` on their way, which would answer the old state over a change shown
 * at once. Only reads in flight: one paused offline may have started before the kept answers were
 * restored, and cancelling it would put the query back to the empty state it started from. The
 * stops resolve in the order they were asked for, so changes made in a row show in that order.
 */
export function stopRead(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  stops = stops
    .then(async () => {
      for (const queryKey of queryKeys)
        if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching')
          await queryClient.cancelQueries({ queryKey, exact: true });
    })
    .catch(() => undefined);
  return stops;
}

type MutationDefaults = Parameters<QueryClient['setMutationDefaults']>[1];

/**
 * Gives each change its key's mutation defaults: a change kept in the store while offline is
 * restored after a reload without its functions (they cannot be stored), and gets them here.
 */
export function setWriteDefaults(
  queryClient: QueryClient,
  changes: readonly ({ mutationKey: QueryKey } & object)[],
): void {
  for (const { mutationKey, ...options } of changes)
    queryClient.setMutationDefaults(mutationKey, options as MutationDefaults);
}
