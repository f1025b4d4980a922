import { describe, expect, it, vi } from 'vitest';
import { createCodeChallenge } from './pkce.ts';
import { readSocialAttempt } from './social-attempt.ts';
import { buildAuthorizeUrl, startSocialAuth } from './start-social-auth.ts';

const settings = {
  clientId: 'google-client',
  authorizeUrl: 'https://accounts.example.test/o/oauth2/auth',
  scope: 'openid email profile',
};

describe('startSocialAuth', () => {
  it('remembers verifier, state and provider, then goes to the provider with PKCE', async () => {
    const go = vi.fn();
    await startSocialAuth('google', settings, { go, origin: 'https://app.example.test' });

    const attempt = readSocialAttempt();
    expect(attempt).toMatchObject({ provider: 'google' });
    expect(attempt?.codeVerifier).toMatch(/^[0-9a-f]{64}$/);
    expect(attempt?.state).toMatch(/^[0-9a-f]{64}$/);

    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(String(go.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe(settings.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'google-client',
      redirect_uri: 'https://app.example.test/google/auth/callback',
      response_type: 'code',
      scope: 'openid email profile',
      state: attempt?.state,
      code_challenge: await createCodeChallenge(attempt?.codeVerifier ?? ''),
      code_challenge_method: 'S256',
    });
  });

  it('uses a new state and verifier for every attempt', async () => {
    const go = vi.fn();
    await startSocialAuth('facebook', settings, { go, origin: 'https://app.example.test' });
    const first = readSocialAttempt();
    await startSocialAuth('facebook', settings, { go, origin: 'https://app.example.test' });
    const second = readSocialAttempt();
    expect(second?.state).not.toBe(first?.state);
    expect(second?.codeVerifier).not.toBe(first?.codeVerifier);
  });

  it('keeps query parameters the authorize address already has', () => {
    const url = new URL(
      buildAuthorizeUrl(
        { ...settings, authorizeUrl: 'https://idp.example.test/auth?prompt=select_account' },
        { provider: 'facebook', origin: 'http://localhost:5173', state: 's', codeChallenge: 'c' },
      ),
    );
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5173/facebook/auth/callback');
  });
});
