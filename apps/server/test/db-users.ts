import type { Db } from '../src/platform/db/database.ts';

/** A verified user written straight to the database (for tests and benches that skip sign-up). */
export const insertUser = async (db: Db, userId: string, email = `${userId}@example.test`): Promise<void> => {
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      password_hash: null,
      first_name: 'Kari',
      last_name: 'Nordmann',
      country: 'NO',
      locale: 'en',
      consented_to_marketing: false,
      agreed_privacy_at: now,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
};

/** Such a user, signed in: returns the session (refresh family) id its access tokens name. */
export const insertSignedInUser = async (db: Db, userId: string): Promise<string> => {
  await insertUser(db, userId);
  const sessionId = `${userId}-session`;
  await db
    .insertInto('refresh_tokens')
    .values({
      id: sessionId,
      family_id: sessionId,
      user_id: userId,
      token_hash: sessionId,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      rotated_at: null,
      revoked_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return sessionId;
};
