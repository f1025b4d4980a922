import { type LoginInput, REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from '@hirelane/contract/auth';
import { AppError } from '../../platform/http/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/security/password.ts';
import { newId, randomToken, sha256 } from '../../platform/security/random.ts';
import { INVALID_CREDENTIALS, SESSION_ENDED } from './auth.errors.ts';
import type { AuthServiceDeps } from './auth.service.ts';
import type { UserRecord } from './users.repository.ts';

export type SessionTokens = {
  accessToken: string;
  idToken: string;
  /** The new refresh token to set as cookie; absent when the browser already holds the current one. */
  refresh?: { token: string; expiresAt: Date };
};

/** Sessions: sign-in with a password, refresh-token rotation, sign-out; `issueSession` for providers. */
export const createSessionService = ({ repo, clock, signer, log }: AuthServiceDeps) => {
  const signTokens = async (user: UserRecord) => ({
    accessToken: await signer.signAccess(user.id),
    idToken: await signer.signIdentity(user.id, {
      email: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      country: user.country,
    }),
  });

  const issueSession = async (
    user: UserRecord,
    family?: { id: string; expiresAt: string },
  ): Promise<SessionTokens> => {
    const now = clock.now();
    const familyId = family?.id ?? newId();
    const expiresAt = family?.expiresAt ?? new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString();
    const token = randomToken(32);
    await repo.insertRefreshToken({
      id: newId(),
      familyId,
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt,
      now,
    });
    return { ...(await signTokens(user)), refresh: { token, expiresAt: new Date(expiresAt) } };
  };

  return {
    issueSession,

    login: async ({ email, password }: LoginInput): Promise<SessionTokens & { hideLoginGuide: boolean }> => {
      const user = await repo.findUserByEmail(email);
      if (!user?.passwordHash) {
        await burnPasswordCheck(password);
        throw INVALID_CREDENTIALS;
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw INVALID_CREDENTIALS;
      if (!user.emailVerifiedAt) {
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please confirm your e-mail address first. We can send you a new code.',
        );
      }
      log.info({ userId: user.id }, 'signed in');
      return { ...(await issueSession(user)), hideLoginGuide: user.hideLoginGuide };
    },

    /**
     * Rotates the refresh token. Presenting a rotated-out token revokes its whole family, except
     * within a short grace for parallel tabs, which share the browser's cookie that already holds the successor.
     */
    refresh: async (rawToken: string | undefined): Promise<SessionTokens> => {
      if (!rawToken) throw SESSION_ENDED;
      const now = clock.now();
      const stored = await repo.findRefreshToken(sha256(rawToken));
      if (!stored || stored.revokedAt || new Date(stored.expiresAt) <= now) throw SESSION_ENDED;
      const user = await repo.findUserById(stored.userId);
      if (!user) throw SESSION_ENDED;
      const rotatedNow = !stored.rotatedAt && (await repo.markRotated(stored.id, now));
      if (rotatedNow) return issueSession(user, { id: stored.familyId, expiresAt: stored.expiresAt });
      const rotatedAt = stored.rotatedAt ? new Date(stored.rotatedAt).getTime() : now.getTime();
      if (now.getTime() - rotatedAt <= REFRESH_REUSE_GRACE_MS) return signTokens(user);
      log.warn({ userId: user.id, familyId: stored.familyId }, 'refresh token reused: family revoked');
      await repo.revokeFamily(stored.familyId, now);
      throw SESSION_ENDED;
    },

    logout: async (rawToken: string | undefined): Promise<void> => {
      if (!rawToken) return;
      const stored = await repo.findRefreshToken(sha256(rawToken));
      if (stored) await repo.revokeFamily(stored.familyId, clock.now());
    },
  };
};
