import { revokeExtensionTokens } from '../../domain/extension-token-rows.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';

export type RefreshTokenRecord = {
  id: string;
  familyId: string;
  userId: string;
  expiresAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
};

/** All SQL of sessions: refresh tokens, social identities, and ending the extension's tokens. */
export const createSessionRepository = (db: Db) => ({
  insertRefreshToken: async (token: {
    id: string;
    familyId: string;
    userId: string;
    tokenHash: string;
    expiresAt: string;
    now: Date;
  }): Promise<void> => {
    await db
      .insertInto('refresh_tokens')
      .values({
        id: token.id,
        family_id: token.familyId,
        user_id: token.userId,
        token_hash: token.tokenHash,
        expires_at: token.expiresAt,
        rotated_at: null,
        revoked_at: null,
        created_at: token.now.toISOString(),
      })
      .execute();
  },

  findRefreshToken: async (tokenHash: string): Promise<RefreshTokenRecord | undefined> => {
    const row = await db
      .selectFrom('refresh_tokens')
      .select(['id', 'family_id', 'user_id', 'expires_at', 'rotated_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        familyId: row.family_id,
        userId: row.user_id,
        expiresAt: read.date(row.expires_at),
        rotatedAt: read.optionalDate(row.rotated_at),
        revokedAt: read.optionalDate(row.revoked_at),
      }
    );
  },

  /** Marks a token as used for rotation; false if a parallel request rotated it first. */
  markRotated: async (id: string, now: Date): Promise<boolean> => {
    const result = await db
      .updateTable('refresh_tokens')
      .set({ rotated_at: now.toISOString() })
      .where('id', '=', id)
      .where('rotated_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Ends every session of the user, except the family named (the one asking, when it stays signed in). */
  revokeUserFamilies: async (userId: string, now: Date, exceptFamilyId?: string): Promise<void> => {
    let query = db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId);
    await query.execute();
  },

  /** Disconnects every browser extension of the user (their tokens are deleted, not marked). */
  revokeExtensionTokens: (userId: string): Promise<void> => revokeExtensionTokens(db, userId),

  findUserIdBySocial: async (provider: string, subject: string): Promise<string | undefined> =>
    (
      await db
        .selectFrom('social_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst()
    )?.user_id,

  linkSocial: async (identity: {
    provider: string;
    subject: string;
    userId: string;
    email: string | null;
    now: Date;
  }) => {
    await db
      .insertInto('social_identities')
      .values({
        provider: identity.provider,
        subject: identity.subject,
        user_id: identity.userId,
        email: identity.email,
        created_at: identity.now.toISOString(),
      })
      .execute();
  },

  /** Whether a session (a refresh-token family) is still going: not revoked, user not deleted. */
  isFamilyLive: async (familyId: string): Promise<boolean> =>
    (await db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  revokeFamily: async (familyId: string, now: Date): Promise<void> => {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  },
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;
