import type { SocialProvidersResponse } from '@hirelane/contract/auth';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@hirelane/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/http.ts';
import type { ProviderSettings } from './start-social-auth.ts';

/** Brand names: the same in every language. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** GET /auth/social/providers: which providers the server is configured for (null = off). */
export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth', 'social-providers'],
    queryFn: () => http.get<SocialProvidersResponse>('/auth/social/providers', { withAuth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export type ConfiguredProvider = { provider: SocialProvider; settings: ProviderSettings };

/** The providers that are configured, in the contract's order. */
export function configuredProviders(response: SocialProvidersResponse | undefined): ConfiguredProvider[] {
  if (!response) return [];
  return SOCIAL_PROVIDERS.flatMap((provider) => {
    const settings = response[provider];
    return settings ? [{ provider, settings }] : [];
  });
}
