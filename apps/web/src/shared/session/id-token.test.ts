import { describe, expect, it } from 'vitest';
import { decodeIdToken } from './id-token.ts';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const jwt = (claims: object) => `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify(claims))}.sig`;

const claims = {
  sub: 'u1',
  email: 'ase@example.no',
  given_name: 'Åse',
  family_name: 'Ødegård',
  country: 'NO',
};

describe('decodeIdToken', () => {
  it('reads the display claims, including non-ASCII names', () => {
    expect(decodeIdToken(jwt({ ...claims, iat: 1 }))).toEqual(claims);
  });

  it('gives null for a missing, malformed or incomplete token', () => {
    expect(decodeIdToken(null)).toBeNull();
    expect(decodeIdToken('not-a-jwt')).toBeNull();
    expect(decodeIdToken('a.%%%.c')).toBeNull();
    expect(decodeIdToken(jwt({ sub: 'u1' }))).toBeNull();
  });
});
