import type { PublicEndorsementRequest } from '@hirelane/contract/endorsements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/http/api-error.ts';
import { http } from '../../../shared/http/http.ts';

// The endorser's calls are public; the link's secret id is the key, never a bearer token.
const PUBLIC = { withAuth: false } as const;
const requestPath = (id: string) => `/cv/public/endorsement/requests/${encodeURIComponent(id)}`;

export const publicRequestKey = (id: string) => ['public-endorsement-request', id] as const;

const publicRequestOptions = (id: string) =>
  queryOptions({
    queryKey: publicRequestKey(id),
    queryFn: () => http.get<PublicEndorsementRequest>(requestPath(id), PUBLIC),
    // 404 and 410 are answers (unknown, already used, withdrawn): asking again will not change them.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /cv/public/endorsement/requests/{id}: who asks and why. */
export function usePublicEndorsementRequest(id: string, enabled: boolean) {
  return useQuery({ ...publicRequestOptions(id), enabled });
}
