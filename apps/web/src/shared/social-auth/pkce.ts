/** Bytes of randomness in the PKCE verifier and the OAuth `state` (32 bytes as hex). */
const RANDOM_BYTES = 32;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** RFC 4648 §5 base64url without padding, as RFC 7636 wants for the S256 challenge. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes from the browser's CSPRNG, as 64 lower-case hex characters. */
export function createRandomHex(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII verifier)) without padding. */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export type PkcePair = { codeVerifier: string; codeChallenge: string };

/** A fresh PKCE pair for one authorization (RFC 7636, method S256). */
export async function createPkcePair(): Promise<PkcePair> {
  const codeVerifier = createRandomHex();
  return { codeVerifier, codeChallenge: await createCodeChallenge(codeVerifier) };
}
