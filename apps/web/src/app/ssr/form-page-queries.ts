import type { FormPageContent } from '@hirelane/contract/public-page';
import type { QueryClient } from '@tanstack/react-query';
import { publicRequestKey } from '../../features/endorsements/api/public-endorsement.ts';
import { ApiError } from '../../shared/http/api-error.ts';
import { socialProvidersQuery } from '../../shared/social-auth/social-providers.ts';

/**
 * Fills the query cache the server renders a form page from with what the server loaded: the social
 * providers of the sign-in pages, or the endorsement request (its data, or the API's 404/410 as the
 * error the page shows its closed state for).
 */
export function seedFormPageQueries(client: QueryClient, content: FormPageContent): void {
  if (content.page === 'login' || content.page === 'signup') {
    client.setQueryData(socialProvidersQuery().queryKey, content.providers);
    return;
  }
  if (content.page !== 'endorsement') return;
  const queryKey = publicRequestKey(content.id);
  if ('data' in content.request) {
    client.setQueryData(queryKey, content.request.data);
    return;
  }
  const { status, code, message, fields } = content.request.error;
  // The answer is final: the page's query must not ask again on mount (it would show its skeleton).
  client.setQueryDefaults(queryKey, { retryOnMount: false });
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({
    ...query.state,
    status: 'error',
    fetchStatus: 'idle',
    error: new ApiError({ status, code, message, serverMessage: message, fields }),
    errorUpdatedAt: 1,
  });
}
