import { describe, expect, it } from 'vitest';
import {
  clearPkceStorage,
  PKCE_STORAGE_KEYS,
  readSocialAttempt,
  saveSocialAttempt,
  takeSocialAttempt,
} from './social-attempt.ts';

const attempt = {
  codeVerifier: 'a'.repeat(64),
  state: 'b'.repeat(64),
  provider: 'google' as const,
};

describe('social attempt storage', () => {
  it('keeps the attempt in sessionStorage under the PKCE keys', () => {
    saveSocialAttempt(attempt);
    expect(window.sessionStorage.getItem('pkce_code_verifier')).toBe(attempt.codeVerifier);
    expect(window.sessionStorage.getItem('oauth_state')).toBe(attempt.state);
    expect(window.sessionStorage.getItem('oauth_provider')).toBe('google');
    expect(window.localStorage.length).toBe(0);
    expect(readSocialAttempt()).toEqual(attempt);
  });

  it('is single use: taking it forgets it', () => {
    saveSocialAttempt(attempt);
    expect(takeSocialAttempt()).toEqual(attempt);
    expect(takeSocialAttempt()).toBeNull();
    for (const key of Object.values(PKCE_STORAGE_KEYS)) expect(window.sessionStorage.getItem(key)).toBeNull();
  });

  it('treats an incomplete or tampered attempt as none, and still clears it', () => {
    saveSocialAttempt(attempt);
    window.sessionStorage.setItem('oauth_provider', 'myspace');
    expect(takeSocialAttempt()).toBeNull();
    expect(window.sessionStorage.getItem('pkce_code_verifier')).toBeNull();
  });

  it('clearPkceStorage removes every key', () => {
    saveSocialAttempt(attempt);
    clearPkceStorage();
    expect(window.sessionStorage.length).toBe(0);
  });
});
