import { useQuery } from '@tanstack/react-query';
import { configuredProviders, socialProvidersQuery } from './social-providers.ts';

/**
 * Whether the server offers social sign-in: at least one provider is configured. False while that
 * is being asked, and when the question fails.
 */
export function useSocialSignInOffered(): boolean {
  const providers = useQuery(socialProvidersQuery());
  return configuredProviders(providers.data).length > 0;
}
