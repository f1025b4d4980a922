import type { QueryKey } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';

/**
 * The query of one GET: `path` under `queryKey`; when it fails with nothing else on screen to say
 * so, the toast falls back to `errorToast()` (meta.errorToast, read at that moment).
 */
export function getQuery<Data>(queryKey: QueryKey, path: string, errorToast: () => string | undefined) {
  return queryOptions({
    queryKey,
    queryFn: () => http.get<Data>(path),
    meta: { errorToast },
  });
}
