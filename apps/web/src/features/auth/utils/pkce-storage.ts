/** sessionStorage keys of the social-login PKCE exchange (spec §7); written by the social login flow. */
export const PKCE_STORAGE_KEYS = {
  codeVerifier: 'pkce_code_verifier',
  state: 'oauth_state',
  provider: 'oauth_provider',
} as const;

/** Forgets any half-finished social login (logout, spec §2). */
export function clearPkceStorage(): void {
  for (const key of Object.values(PKCE_STORAGE_KEYS)) window.sessionStorage.removeItem(key);
}
