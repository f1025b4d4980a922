import type { MessageResponse } from '@hirelane/contract/common';
import type { ExtensionTokenResponse, ExtensionTokensResponse } from '@hirelane/contract/extension';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getQuery } from '../../../shared/http/get-query.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

const tokensKey = ['extension', 'tokens'] as const;

/** GET /auth/extension-tokens: the browsers connected to the account. */
export function useExtensionTokens() {
  return useQuery(
    getQuery<ExtensionTokensResponse>(tokensKey, '/auth/extension-tokens', () =>
      textOf('extension', 'errors.load'),
    ),
  );
}

/** POST /auth/extension-token: a new token, to hand to the extension at once. */
export function useIssueExtensionToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<ExtensionTokenResponse>('/auth/extension-token'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
    meta: { errorToast: () => textOf('extension', 'errors.connect') },
  });
}

/** DELETE /auth/extension-tokens: every extension's token revoked at once. */
export function useRevokeExtensionTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<MessageResponse>('/auth/extension-tokens'),
    onSuccess: () => queryClient.setQueryData<ExtensionTokensResponse>(tokensKey, { tokens: [] }),
    meta: { errorToast: () => textOf('extension', 'errors.disconnect') },
  });
}
