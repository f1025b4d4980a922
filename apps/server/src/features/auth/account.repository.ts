import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { UsersTable } from '../../platform/db/schema.ts';

export type UserRecord = {
  id: string;
  email: string;
  /** null for an account made by a sign-in provider. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  country: string;
  locale: string;
  emailVerifiedAt: string | null;
  hideLoginGuide: boolean;
};

export type CodePurpose = 'verify-email' | 'reset-password';

export type EmailCodeRecord = {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: string;
  consumedAt: string | null;
};
const toUser = (row: Selectable<UsersTable> & { hide_login_guide: unknown }): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  country: row.country,
  locale: row.locale,
  emailVerifiedAt: read.optionalDate(row.email_verified_at),
  hideLoginGuide: read.bool(row.hide_login_guide),
});

/** A user to store: the record's own fields, what they agreed to, and whether the address is proven. */
export type NewUser = Omit<UserRecord, 'emailVerifiedAt' | 'hideLoginGuide'> & {
  consentedToMarketing: boolean;
  /** A provider vouched for the address; a registration proves it with a code later. */
  emailVerified?: boolean;
  now: Date;
};

/** What a registration says, as the columns a new or replaced unverified account takes. */
const registrationColumns = (user: NewUser) => ({
  password_hash: user.passwordHash,
  first_name: user.firstName,
  last_name: user.lastName,
  country: user.country,
  locale: user.locale,
  consented_to_marketing: user.consentedToMarketing,
  agreed_privacy_at: user.now.toISOString(),
  updated_at: user.now.toISOString(),
});

/** All SQL of accounts and their one-time e-mail codes. */
export const createAccountRepository = (db: Db) => {
  // Whether the login guide was dismissed lives with the other guides.
  const selectUser = () =>
    db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('user_guides')
              .select('user_guides.guide')
              .whereRef('user_guides.user_id', '=', 'users.id')
              .where('user_guides.guide', '=', 'login'),
          )
          .as('hide_login_guide'),
      );
  return {
    findUserByEmail: async (email: string): Promise<UserRecord | undefined> => {
      const row = await selectUser().where('email', '=', email).executeTakeFirst();
      return row && toUser(row);
    },

    findUserById: async (id: string): Promise<UserRecord | undefined> => {
      const row = await selectUser().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },

    insertUser: async (user: NewUser): Promise<void> => {
      const now = user.now.toISOString();
      await db
        .insertInto('users')
        .values({
          id: user.id,
          email: user.email,
          ...registrationColumns(user),
          email_verified_at: user.emailVerified ? now : null,
          created_at: now,
        })
        .execute();
    },

    /** A repeated registration of a never-verified address replaces what the first one said. */
    replaceUnverifiedUser: async (user: NewUser & { existingId: string }): Promise<void> => {
      await db
        .updateTable('users')
        .set(registrationColumns(user))
        .where('id', '=', user.existingId)
        .where('email_verified_at', 'is', null)
        .execute();
    },

    markEmailVerified: async (userId: string, now: Date): Promise<void> => {
      await db
        .updateTable('users')
        .set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    /** Stores a new code and retires every earlier open code of the same purpose (in the caller's transaction). */
    replaceCode: async (code: {
      id: string;
      userId: string;
      purpose: CodePurpose;
      codeHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> => {
      await db
        .updateTable('email_codes')
        .set({ consumed_at: code.now.toISOString() })
        .where('user_id', '=', code.userId)
        .where('purpose', '=', code.purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await db
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

    updatePassword: async (userId: string, passwordHash: string, now: Date): Promise<void> => {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    /** Deletes the user; every table holding user data references users.id with ON DELETE CASCADE. */
    deleteUser: async (userId: string): Promise<void> => {
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },
  };
};

export type AccountRepository = ReturnType<typeof createAccountRepository>;
