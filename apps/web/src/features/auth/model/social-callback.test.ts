import { describe, expect, it } from 'vitest';
import type { SocialAttempt } from '../../../shared/social-auth/social-attempt.ts';
import { checkCallback, providerFromPath, readCallbackParams } from './social-callback.ts';

const attempt: SocialAttempt = {
  codeVerifier: 'v'.repeat(64),
  state: 's'.repeat(64),
  provider: 'google',
};
const params = (search: string) => readCallbackParams(search);
/** What checkCallback says of a reply it refuses. */
const refused = (reason: string) => ({ kind: 'invalid', reason });

describe('checkCallback', () => {
  it('exchanges a reply whose state matches the stored one, with the stored verifier', () => {
    expect(checkCallback('google', params(`?code=abc&state=${attempt.state}`), attempt)).toEqual({
      kind: 'exchange',
      input: { code: 'abc', codeVerifier: attempt.codeVerifier },
    });
  });

  it('refuses a reply without state', () => {
    expect(checkCallback('google', params('?code=abc'), attempt)).toEqual(refused('missing-state'));
  });

  it('refuses a replayed reply: nothing stored any more (or another browser)', () => {
    expect(checkCallback('google', params(`?code=abc&state=${attempt.state}`), null)).toEqual(
      refused('no-attempt'),
    );
  });

  it('refuses a state that is not the stored one (forged or from an older attempt)', () => {
    expect(checkCallback('google', params('?code=abc&state=forged'), attempt)).toEqual(
      refused('state-mismatch'),
    );
  });

  it('refuses a reply on the other provider’s address, or without a code', () => {
    expect(checkCallback('facebook', params(`?code=abc&state=${attempt.state}`), attempt)).toMatchObject({
      reason: 'provider-mismatch',
    });
    expect(checkCallback(null, params(`?code=abc&state=${attempt.state}`), attempt)).toMatchObject({
      reason: 'provider-mismatch',
    });
    expect(checkCallback('google', params(`?state=${attempt.state}`), attempt)).toMatchObject({
      reason: 'missing-code',
    });
  });

  it('reports a refusal at the provider (denied consent) as denied, whatever else is there', () => {
    expect(checkCallback('google', params(`?error=access_denied&state=${attempt.state}`), attempt)).toEqual({
      kind: 'denied',
    });
    expect(checkCallback('google', params('?error=access_denied'), null)).toEqual({ kind: 'denied' });
  });
});

describe('providerFromPath', () => {
  it('reads the provider of a callback address', () => {
    expect(providerFromPath('/google/auth/callback')).toBe('google');
    expect(providerFromPath('/facebook/auth/callback/')).toBe('facebook');
    expect(providerFromPath('/myspace/auth/callback')).toBeNull();
    expect(providerFromPath('/login')).toBeNull();
  });
});
