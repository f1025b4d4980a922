import { revokeExtensionTokens } from '../../domain/extension-token-rows.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';

export type StoredExtensionToken = { tokenId: string; createdAt: string };

/** The extension tokens' hashes, scoped by their owner. */
export const createExtensionTokenRepository = (db: Db) => ({
  add: async (userId: string, token: { id: string; hash: string; createdAt: Date }): Promise<void> => {
    await db
      .insertInto('extension_tokens')
      .values({
        id: token.id,
        user_id: userId,
        token_hash: token.hash,
        created_at: token.createdAt.toISOString(),
      })
      .execute();
  },

  /** Whose token has this hash; undefined for a revoked or unknown one. */
  ownerOf: async (hash: string): Promise<string | undefined> => {
    const row = await db
      .selectFrom('extension_tokens')
      .select('user_id')
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    return row?.user_id;
  },

  list: async (userId: string): Promise<StoredExtensionToken[]> => {
    const rows = await db
      .selectFrom('extension_tokens')
      .select(['id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ tokenId: row.id, createdAt: read.date(row.created_at) }));
  },

  removeAll: (userId: string): Promise<void> => revokeExtensionTokens(db, userId),
});

export type ExtensionTokenRepository = ReturnType<typeof createExtensionTokenRepository>;
