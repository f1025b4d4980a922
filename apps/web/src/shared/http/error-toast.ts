import { MutationCache, QueryCache } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';
import { errorMessage } from './error-message.ts';

/**
 * The one error-feedback path for server state: a query or mutation names its fixed fallback text
 * in `meta.errorToast` (read when the error happens, so in the language of that moment; given the
 * error, it may return nothing for a failure the screen answers in another way; a mutation's also
 * gets what its `onMutate` returned), and the query
 * client's caches show the toast. Nothing wires errors to toasts by hand.
 */
export type ErrorToastMeta = { errorToast?: (error: unknown, context?: unknown) => ErrorToastText };

/** A fallback (the server's words go first), `{ exactly }` a text said whatever the server sent, or none. */
export type ErrorToastText = string | { exactly: string } | undefined;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

/** The text each toasted failure was shown with: a form says the same words (useContractForm). */
const toasted = new WeakMap<object, string>();

/** What the toast said about `error`, if one did. */
export function toastedText(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? toasted.get(error) : undefined;
}

/** Toasts `error` (the server's words, a translated code, or the fallback) once per `id`. */
export function showErrorToast(
  error: unknown,
  meta: ErrorToastMeta | undefined,
  id?: string,
  context?: unknown,
): void {
  const text = meta?.errorToast?.(error, context);
  if (!text) return;
  const message = typeof text === 'string' ? errorMessage(error, text) : text.exactly;
  if (typeof error === 'object' && error !== null) toasted.set(error, message);
  toast.error(message, id ? { id } : undefined);
}

/** The caches every QueryClient of the app (and of the tests) is built with. */
export function errorToastCaches() {
  return {
    queryCache: new QueryCache({
      onError: (error, query) => showErrorToast(error, query.meta, query.queryHash),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, context, mutation) =>
        showErrorToast(error, mutation.meta, undefined, context),
    }),
  };
}
