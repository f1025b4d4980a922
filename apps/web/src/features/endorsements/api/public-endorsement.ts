import type { MessageResponse } from '@hirelane/contract/common';
import type { PublicEndorsementInput, PublicEndorsementRequest } from '@hirelane/contract/endorsements';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/http/api-error.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { closedReasonOf } from '../model/closed-reason.ts';

// The endorser's calls are public; the link's secret id is the key, never a bearer token.
const PUBLIC = { withAuth: false } as const;
const requestPath = (id: string) => `/cv/public/endorsement/requests/${encodeURIComponent(id)}`;

export const publicRequestKey = (id: string) => ['public-endorsement-request', id] as const;

export const publicRequestOptions = (id: string) =>
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

/** POST /cv/public/endorsement: writes the endorsement and closes the request (single use). */
export function submitEndorsement(input: PublicEndorsementInput) {
  return http.post<MessageResponse>('/cv/public/endorsement', input, PUBLIC);
}

/** PUT /cv/public/endorsement/requests/{id}/decline. */
export function declineEndorsementRequest(id: string) {
  return http.put<MessageResponse>(`${requestPath(id)}/decline`, undefined, PUBLIC);
}

/** A request closed meanwhile (another tab, the requester withdrew) gets its final word, not a toast. */
const failureText = (error: unknown, key: string) =>
  closedReasonOf(error) ? undefined : textOf('endorsements', key);

/** Once answered, the loaded request is dropped: its link is used up. */
function useForgetRequest() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.removeQueries({ queryKey: publicRequestKey(id) });
}

export function useSubmitEndorsement() {
  const forget = useForgetRequest();
  return useMutation({
    mutationFn: submitEndorsement,
    onSuccess: (_response, input) => forget(input.requestId),
    meta: { errorToast: (error) => failureText(error, 'errors.submit') },
  });
}

export function useDeclineEndorsementRequest() {
  const forget = useForgetRequest();
  return useMutation({
    mutationFn: declineEndorsementRequest,
    onSuccess: (_response, id) => forget(id),
    meta: { errorToast: (error) => failureText(error, 'errors.decline') },
  });
}
