import type { PublicLetter } from '@hirelane/contract/letters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { API_BASE } from '../../../shared/http/http-client.ts';
import { retryUnlessAnswered } from '../../../shared/http/load-problem.ts';
import { letterKeys } from './letter-keys.ts';

const publicPath = (id: string) => `/jobs/public/application/${encodeURIComponent(id)}`;

/** GET /jobs/public/application/{id}/pdf: a plain link, since the answer is a download for anyone. */
export const publicLetterPdfUrl = (id: string) => `${API_BASE}${publicPath(id)}/pdf`;

/** GET /jobs/public/application/{id}, without the token: 404 when private or deleted. */
export const publicLetterOptions = (id: string) =>
  queryOptions({
    queryKey: letterKeys.public(id),
    queryFn: ({ signal }) =>
      http.get<PublicLetter>(publicPath(id), {
        withAuth: false,
        signal,
      }),
    retry: retryUnlessAnswered,
    staleTime: 60_000,
  });

export function usePublicLetter(id: string) {
  return useQuery(publicLetterOptions(id));
}
