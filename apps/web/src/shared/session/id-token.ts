import type { IdTokenClaims } from '@hirelane/contract/auth';

const CLAIM_KEYS = ['sub', 'email', 'given_name', 'family_name', 'country'] as const;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the idToken's claims for display (user menu). The signature is not checked: the web app
 * never uses these claims to decide access — the server does that with the access token.
 */
export function decodeIdToken(idToken: string | null): IdTokenClaims | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const record = claims as Record<string, unknown>;
    if (!CLAIM_KEYS.every((key) => typeof record[key] === 'string')) return null;
    return {
      sub: String(record.sub),
      email: String(record.email),
      given_name: String(record.given_name),
      family_name: String(record.family_name),
      country: String(record.country),
    };
  } catch {
    return null;
  }
}
