import { MutationCache, QueryCache } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';
import { errorMessage } from './error-message.ts';

/**
 * The one error-feedback path for server state: a query or mutation names its fixed fallback text
 * in `meta.errorToast` (read when the error happens, so in the language of that moment),
 * and the query client's caches show the toast. Nothing wires errors to toasts by hand.
 */
export type ErrorToastMeta = { errorToast?: () => string | undefined };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

/** Toasts `error` (the server's words, a translated code, or the fallback) once per `id`. */
export function showErrorToast(error: unknown, meta: ErrorToastMeta | undefined, id?: string): void {
  const fallback = meta?.errorToast?.();
  if (fallback) toast.error(errorMessage(error, fallback), id ? { id } : undefined);
}

/** The caches every QueryClient of the app (and of the tests) is built with. */
export function errorToastCaches() {
  return {
    queryCache: new QueryCache({
      onError: (error, query) => showErrorToast(error, query.meta, query.queryHash),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => showErrorToast(error, mutation.meta),
    }),
  };
}
