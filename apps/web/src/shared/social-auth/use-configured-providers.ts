import { useQuery } from '@tanstack/react-query';
import { type ConfiguredProvider, configuredProviders, socialProvidersQuery } from './social-providers.ts';

/** The providers the server is configured for; none while that is being asked, or when it fails. */
export function useConfiguredProviders(): ConfiguredProvider[] {
  const providers = useQuery(socialProvidersQuery());
  return configuredProviders(providers.data);
}
