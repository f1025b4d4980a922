import { ACCESS_TOKEN_TTL_SECONDS } from '@hirelane/contract/auth';
import { PLANS, type Plan } from '@hirelane/contract/constants';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';

/** Access and id tokens: HS256 only (the algorithm is pinned on verify), ≤ 15 minutes. */
const ALGORITHM = 'HS256';
const AUDIENCE = 'hirelane';

export type IdentityClaims = {
  email: string;
  given_name: string;
  family_name: string;
  country: string;
};

/**
 * Who a valid access token speaks for; `role` is null in a token that names no known plan.
 * `sessionId` is the refresh-token family it was issued in: when that session ends, so does the token.
 */
export type AccessClaims = { userId: string; role: Plan | null; sessionId: string | null };

export type TokenSigner = {
  /** An access token for the user's session with the plan's role (Premium after sign-in or refresh). */
  signAccess: (userId: string, role: Plan, sessionId: string) => Promise<string>;
  signIdentity: (userId: string, claims: IdentityClaims) => Promise<string>;
  /** The claims of a valid access token, or null for anything else. */
  verifyAccess: (token: string) => Promise<AccessClaims | null>;
};

const planOf = (value: unknown): Plan | null => PLANS.find((plan) => plan === value) ?? null;

export const createTokenSigner = (secret: string, issuer: string, clock: Clock): TokenSigner => {
  const key = new TextEncoder().encode(secret);
  const sign = (userId: string, type: 'access' | 'id', claims: Record<string, string> = {}) => {
    const issuedAt = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({ ...claims, typ: type })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key);
  };
  return {
    signAccess: (userId, role, sessionId) => sign(userId, 'access', { role, sid: sessionId }),
    signIdentity: (userId, claims) => sign(userId, 'id', claims),
    verifyAccess: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        return payload.typ === 'access' && typeof payload.sub === 'string'
          ? {
              userId: payload.sub,
              role: planOf(payload.role),
              sessionId: typeof payload.sid === 'string' ? payload.sid : null,
            }
          : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
};
