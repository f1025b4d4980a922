import { SOCIAL_PROVIDERS, type SocialProvider } from '@hirelane/contract/constants';

/** sessionStorage keys of one connection of a provider in progress. */
export const PKCE_STORAGE_KEYS = {
  codeVerifier: 'pkce_code_verifier',
  state: 'oauth_state',
  provider: 'oauth_provider',
} as const;

/**
 * What the app remembers between sending a signed-in user to the provider (to connect it to the
 * account) and their return.
 */
export type SocialAttempt = {
  codeVerifier: string;
  state: string;
  provider: SocialProvider;
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isProvider(value: string | null): value is SocialProvider {
  return SOCIAL_PROVIDERS.some((provider) => provider === value);
}

/** Remembers the attempt in this tab only (sessionStorage), replacing any earlier one. */
export function saveSocialAttempt(attempt: SocialAttempt): void {
  const store = storage();
  if (!store) throw new Error('Session storage is not available');
  store.setItem(PKCE_STORAGE_KEYS.codeVerifier, attempt.codeVerifier);
  store.setItem(PKCE_STORAGE_KEYS.state, attempt.state);
  store.setItem(PKCE_STORAGE_KEYS.provider, attempt.provider);
}

/** The attempt in progress, or null when there is none (or it is incomplete). Reads only. */
export function readSocialAttempt(): SocialAttempt | null {
  const store = storage();
  if (!store) return null;
  const codeVerifier = store.getItem(PKCE_STORAGE_KEYS.codeVerifier);
  const state = store.getItem(PKCE_STORAGE_KEYS.state);
  const provider = store.getItem(PKCE_STORAGE_KEYS.provider);
  if (!codeVerifier || !state || !isProvider(provider)) return null;
  return { codeVerifier, state, provider };
}

/** Forgets any half-finished social authorization (logout; every callback, single use). */
export function clearPkceStorage(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(PKCE_STORAGE_KEYS)) store.removeItem(key);
}

/** Reads the attempt and forgets it at once: a callback URL can be used only once. */
export function takeSocialAttempt(): SocialAttempt | null {
  const attempt = readSocialAttempt();
  clearPkceStorage();
  return attempt;
}
