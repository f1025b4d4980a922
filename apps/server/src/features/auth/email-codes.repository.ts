import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';

export type CodePurpose = 'verify-email' | 'reset-password';

export type EmailCodeRecord = {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: string;
  consumedAt: string | null;
};

/** One-time codes sent by e-mail (address confirmation, password reset), stored as HMACs. */
export const createEmailCodesRepository = (db: Db) => {
  return {
    /** Stores a new code and retires every earlier open code of the same purpose. */
    replaceCode: async (code: {
      id: string;
      userId: string;
      purpose: CodePurpose;
      codeHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> => {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('email_codes')
          .set({ consumed_at: code.now.toISOString() })
          .where('user_id', '=', code.userId)
          .where('purpose', '=', code.purpose)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('email_codes')
          .values({
            id: code.id,
            user_id: code.userId,
            purpose: code.purpose,
            code_hash: code.codeHash,
            attempts: 0,
            expires_at: code.expiresAt.toISOString(),
            consumed_at: null,
            created_at: code.now.toISOString(),
          })
          .execute();
      });
    },

    findLatestCode: async (userId: string, purpose: CodePurpose): Promise<EmailCodeRecord | undefined> => {
      const row = await db
        .selectFrom('email_codes')
        .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          codeHash: row.code_hash,
          attempts: Number(row.attempts),
          expiresAt: read.date(row.expires_at),
          consumedAt: read.optionalDate(row.consumed_at),
        }
      );
    },

    /** Counts one wrong try; false when the code had no tries left (or is gone). */
    recordWrongAttempt: async (codeId: string, maxAttempts: number): Promise<boolean> => {
      const result = await db
        .updateTable('email_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', codeId)
        .where('attempts', '<', maxAttempts)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses the code once; false if another request used it first. */
    consumeCode: async (codeId: string, now: Date): Promise<boolean> => {
      const result = await db
        .updateTable('email_codes')
        .set({ consumed_at: now.toISOString() })
        .where('id', '=', codeId)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Creation times of the codes sent since `since`, newest first (for resend limits). */
    codeTimesSince: async (userId: string, purpose: CodePurpose, since: Date): Promise<string[]> => {
      const rows = await db
        .selectFrom('email_codes')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('created_at', '>=', since.toISOString())
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => read.date(row.created_at));
    },
  };
};
