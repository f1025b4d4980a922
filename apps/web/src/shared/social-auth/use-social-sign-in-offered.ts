import { useConfiguredProviders } from './use-configured-providers.ts';

/**
 * Whether the server offers social sign-in: at least one provider is configured. False while that
 * is being asked, and when the question fails.
 */
export function useSocialSignInOffered(): boolean {
  return useConfiguredProviders().length > 0;
}
