import type { Db } from '../../platform/db/database.ts';
import { createEmailCodesRepository } from './email-codes.repository.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';
import { createUsersRepository } from './users.repository.ts';

/** Everything sign-in stores: users, one-time codes and refresh tokens, each in its own repository. */
export const createAuthRepository = (db: Db) => ({
  ...createUsersRepository(db),
  ...createEmailCodesRepository(db),
  ...createRefreshTokensRepository(db),
});

export type AuthRepository = ReturnType<typeof createAuthRepository>;
