import { EXTENSION_TOKEN_PREFIX, type ExtensionTokenResponse } from '@hirelane/contract/extension';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId, randomToken, sha256 } from '../../platform/security/random.ts';
import {
  createExtensionTokenRepository,
  type ExtensionTokenRepository,
  type StoredExtensionToken,
} from './extension-tokens.repository.ts';

/**
 * The browser extension's sign-in: a token the signed-in app asks for and hands to the extension,
 * 256 random bits after a prefix, kept only as its SHA-256. It lasts until revoked (all at once:
 * by its owner, by a password change or reset, or with the account). The sign-in guard accepts it
 * only on the routes that say so.
 */
export const createExtensionTokenService = ({
  repo,
  clock,
}: {
  repo: ExtensionTokenRepository;
  clock: Clock;
}) => ({
  issue: async (userId: string): Promise<ExtensionTokenResponse> => {
    const token = `${EXTENSION_TOKEN_PREFIX}${randomToken(32)}`;
    const stored = { id: newId(), hash: sha256(token), createdAt: clock.now() };
    await repo.add(userId, stored);
    return { token, tokenId: stored.id, createdAt: stored.createdAt.toISOString() };
  },
  list: (userId: string): Promise<StoredExtensionToken[]> => repo.list(userId),
  revokeAll: (userId: string): Promise<void> => repo.removeAll(userId),
});

export type ExtensionTokenService = ReturnType<typeof createExtensionTokenService>;

/** For the sign-in guard: the user an extension token speaks for, or null. */
export const createExtensionTokenCheck =
  (db: Db) =>
  async (token: string): Promise<string | null> => {
    if (!token.startsWith(EXTENSION_TOKEN_PREFIX)) return null;
    return (await createExtensionTokenRepository(db).ownerOf(sha256(token))) ?? null;
  };
