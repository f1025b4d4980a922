import type { MessageResponse } from '@hirelane/contract/common';
import type {
  EndorsementRequest,
  EndorsementRequestInput,
  UpdateEndorsementRequestInput,
} from '@hirelane/contract/endorsements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cvKeys } from '../../../shared/cv/api/cv-keys.ts';
import { useListMutation } from '../../../shared/cv/api/list-mutation.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

const PATH = '/cv/endorsement/requests';
const itemPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const endorsementRequestsOptions = () =>
  queryOptions({
    queryKey: cvKeys.endorsementRequests,
    queryFn: () => http.get<EndorsementRequest[]>(PATH),
    meta: { errorToast: () => textOf('cv', 'endorsement.requests.errors.load') },
    refetchOnWindowFocus: true,
  });

/** POST: the server e-mails the endorser a personal link. */
export function createEndorsementRequest(input: EndorsementRequestInput) {
  return http.post<EndorsementRequest>(PATH, input);
}

/** PUT: edits a pending request; `sendReminder` e-mails the link again (once a day, else 429). */
export function updateEndorsementRequest(id: string, input: UpdateEndorsementRequestInput) {
  return http.put<EndorsementRequest>(itemPath(id), input);
}

/** DELETE: withdraws the request; its link then says it is no longer available. */
export function withdrawEndorsementRequest(id: string) {
  return http.delete<MessageResponse>(itemPath(id));
}

/** The editable fields of a request, as PUT expects them with every change. */
export const requestInputOf = (request: EndorsementRequest): EndorsementRequestInput => ({
  endorserName: request.endorserName,
  endorserEmail: request.endorserEmail,
  relationship: request.relationship,
  message: request.message,
});

export function useEndorsementRequests() {
  return useQuery(endorsementRequestsOptions());
}

export function useCreateEndorsementRequest() {
  return useListMutation(cvKeys.endorsementRequests, createEndorsementRequest, {
    success: 'endorsement.requests.sent',
    failure: 'endorsement.requests.errors.create',
  });
}

export function useUpdateEndorsementRequest() {
  return useListMutation(
    cvKeys.endorsementRequests,
    ({ id, input }: { id: string; input: EndorsementRequestInput }) =>
      updateEndorsementRequest(id, { ...input, sendReminder: false }),
    { success: 'endorsement.requests.updated', failure: 'endorsement.requests.errors.update' },
  );
}

export function useRemindEndorsementRequest() {
  return useListMutation(
    cvKeys.endorsementRequests,
    (request: EndorsementRequest) =>
      updateEndorsementRequest(request.userEndorsementRequestId, {
        ...requestInputOf(request),
        sendReminder: true,
      }),
    { success: 'endorsement.requests.reminded', failure: 'endorsement.requests.errors.remind' },
  );
}

export function useWithdrawEndorsementRequest() {
  return useListMutation(cvKeys.endorsementRequests, withdrawEndorsementRequest, {
    success: 'endorsement.requests.withdrawn',
    failure: 'endorsement.requests.errors.withdraw',
  });
}
