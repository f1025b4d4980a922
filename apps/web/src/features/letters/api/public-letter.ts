import type { PublicLetter } from '@hirelane/contract/letters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { retryUnlessAnswered } from '../../../shared/http/load-problem.ts';
import { letterKeys } from './letter-keys.ts';

/** GET /jobs/public/application/{id}, without the token: 404 when private or deleted. */
export const publicLetterOptions = (id: string) =>
  queryOptions({
    queryKey: letterKeys.public(id),
    queryFn: ({ signal }) =>
      http.get<PublicLetter>(`/jobs/public/application/${encodeURIComponent(id)}`, {
        withAuth: false,
        signal,
      }),
    retry: retryUnlessAnswered,
    staleTime: 60_000,
  });

export function usePublicLetter(id: string) {
  return useQuery(publicLetterOptions(id));
}
