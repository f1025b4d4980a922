import type { SocialProvidersResponse } from '@hirelane/contract/auth';
import type { SocialProvider } from '@hirelane/contract/constants';
import { createPkcePair, createRandomHex } from './pkce.ts';
import { saveSocialAttempt } from './social-attempt.ts';

export type ProviderSettings = NonNullable<SocialProvidersResponse[SocialProvider]>;

/** Where the provider sends the user back; the server uses the same address for the code exchange. */
export function socialCallbackUrl(provider: SocialProvider, origin: string): string {
  return `${origin}/${provider}/auth/callback`;
}

export type AuthorizeParams = {
  provider: SocialProvider;
  origin: string;
  state: string;
  codeChallenge: string;
};

/** The provider's authorization address for an authorization-code request with PKCE (S256). */
export function buildAuthorizeUrl(settings: ProviderSettings, params: AuthorizeParams): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', socialCallbackUrl(params.provider, params.origin));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('state', params.state);
  url.searchParams.set('code_challenge', params.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export type StartSocialAuthOptions = {
  /** Leaves the app for the provider; tests pass a spy. */
  go?: (url: string) => void;
  origin?: string;
};

/**
 * Connecting a provider: makes a PKCE pair and a single-use `state`, remembers them (with the
 * provider) in sessionStorage, and sends the user to the provider.
 */
export async function startSocialAuth(
  provider: SocialProvider,
  settings: ProviderSettings,
  { go = (url) => window.location.assign(url), origin = window.location.origin }: StartSocialAuthOptions = {},
): Promise<void> {
  const { codeVerifier, codeChallenge } = await createPkcePair();
  const state = createRandomHex();
  saveSocialAttempt({ codeVerifier, state, provider });
  go(buildAuthorizeUrl(settings, { provider, origin, state, codeChallenge }));
}
