import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { UsersTable } from '../../platform/db/schema.ts';

export type UserRecord = {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  country: string;
  locale: string;
  emailVerifiedAt: string | null;
  hideLoginGuide: boolean;
};

export type NewUser = {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: string;
  locale: string;
  consentedToMarketing: boolean;
  now: Date;
};

const toUser = (row: UsersTable & { hide_login_guide: unknown }): UserRecord => ({
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

/** Users and their social identities: the account side of sign-in. */
export const createUsersRepository = (db: Db) => {
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
          password_hash: user.passwordHash,
          first_name: user.firstName,
          last_name: user.lastName,
          country: user.country,
          locale: user.locale,
          consented_to_marketing: user.consentedToMarketing,
          agreed_privacy_at: now,
          email_verified_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** A repeated registration of a never-verified address replaces what the first one said. */
    replaceUnverifiedUser: async (user: NewUser & { existingId: string }): Promise<void> => {
      await db
        .updateTable('users')
        .set({
          password_hash: user.passwordHash,
          first_name: user.firstName,
          last_name: user.lastName,
          country: user.country,
          locale: user.locale,
          consented_to_marketing: user.consentedToMarketing,
          agreed_privacy_at: user.now.toISOString(),
          updated_at: user.now.toISOString(),
        })
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

    updatePassword: async (userId: string, passwordHash: string, now: Date): Promise<void> => {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
    },

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

    /** A user made by a provider: no password, e-mail verified when the provider vouches for it. */
    insertSocialUser: async (user: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      locale: string;
      emailVerified: boolean;
      now: Date;
    }) => {
      const now = user.now.toISOString();
      await db
        .insertInto('users')
        .values({
          id: user.id,
          email: user.email,
          password_hash: null,
          first_name: user.firstName,
          last_name: user.lastName,
          country: '',
          locale: user.locale,
          consented_to_marketing: false,
          agreed_privacy_at: now,
          email_verified_at: user.emailVerified ? now : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Deletes the user; every table holding user data references users.id with ON DELETE CASCADE. */
    deleteUser: async (userId: string): Promise<void> => {
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },
  };
};
