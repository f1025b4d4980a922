import { hmac, safeEqual } from '../../platform/security/random.ts';

/**
 * The token in a digest's unsubscribe links: the user's id and a MAC of it under a server key, so
 * it works without signing in, cannot be guessed for another user, and needs no table. It only
 * turns reminder e-mails off, and the owner can turn them on again.
 */
export const createUnsubscribeTokens = (key: string) => ({
  tokenFor: (userId: string): string => `${userId}.${hmac(key, `unsubscribe:${userId}`)}`,

  /** The user a token was made for, or undefined for a garbled or forged one. */
  userOf: (token: string): string | undefined => {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1] || !match[2]) return undefined;
    return safeEqual(match[2], hmac(key, `unsubscribe:${match[1]}`)) ? match[1] : undefined;
  },
});

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
