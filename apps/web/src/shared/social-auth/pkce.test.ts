import { describe, expect, it } from 'vitest';
import { base64UrlEncode, createCodeChallenge, createPkcePair, createRandomHex } from './pkce.ts';

describe('PKCE', () => {
  it('makes a verifier of 32 random bytes as 64 hex characters, different every time', () => {
    const first = createRandomHex();
    const second = createRandomHex();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
  });

  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('computes the challenge of a hex verifier like the ones it makes (no padding, URL-safe)', async () => {
    // sha256 of this verifier, base64url, computed independently with Node's crypto.
    const verifier = '0123456789abcdef'.repeat(4);
    const challenge = await createCodeChallenge(verifier);
    expect(challenge).toBe('qK5ubukpq-o6_PxSWMjM1vhSc-DUYm0mxyefMlD3fI4');
    expect(challenge).toHaveLength(43);
    expect(challenge).not.toMatch(/[=+/]/);
  });

  it('pairs a verifier with its own challenge', async () => {
    const pair = await createPkcePair();
    expect(pair.codeVerifier).toMatch(/^[0-9a-f]{64}$/);
    await expect(createCodeChallenge(pair.codeVerifier)).resolves.toBe(pair.codeChallenge);
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(base64UrlEncode(new Uint8Array([]))).toBe('');
  });
});
