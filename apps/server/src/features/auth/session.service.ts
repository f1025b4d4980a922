import {
  type LoginInput,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  type SocialSignInInput,
} from '@hirelane/contract/auth';
import { type Language, SIGNED_IN_ROLE, type SocialProvider } from '@hirelane/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SocialIdentityResolver } from '../../platform/oauth/social-identity.ts';
import type { TokenSigner } from '../../platform/security/jwt.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/security/password.ts';
import { newId, randomToken, sha256 } from '../../platform/security/random.ts';
import type { AccountRepository, UserRecord } from './account.repository.ts';
import { SESSION_ENDED } from './auth.errors.ts';
import type { SessionRepository } from './session.repository.ts';

export type SessionServiceDeps = {
  accounts: AccountRepository;
  sessions: SessionRepository;
  clock: Clock;
  signer: TokenSigner;
  social: SocialIdentityResolver;
  publicUrl: URL;
  log: FastifyBaseLogger;
};

export type SessionTokens = {
  accessToken: string;
  idToken: string;
  /** The new refresh token to set as cookie; absent when the browser already holds the current one. */
  refresh?: { token: string; expiresAt: Date };
};

const INVALID_CREDENTIALS = new AppError('INVALID_CREDENTIALS', 'Incorrect e-mail or password');
/** Login, refresh, logout and social sign-in. */
export const createSessionService = (deps: SessionServiceDeps) => {
  const { accounts, sessions, clock, signer, publicUrl, log, social } = deps;
  const providerLabel = (provider: SocialProvider) => (provider === 'google' ? 'Google' : 'Facebook');
  const callbackUrl = (provider: SocialProvider) =>
    new URL(`/${provider}/auth/callback`, publicUrl).toString();

  const issueSession = async (
    user: UserRecord,
    family?: { id: string; expiresAt: string },
  ): Promise<SessionTokens> => {
    const now = clock.now();
    const familyId = family?.id ?? newId();
    const expiresAt = family?.expiresAt ?? new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString();
    const token = randomToken(32);
    await sessions.insertRefreshToken({
      id: newId(),
      familyId,
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt,
      now,
    });
    return { ...(await signTokens(user, familyId)), refresh: { token, expiresAt: new Date(expiresAt) } };
  };

  const signTokens = async (user: UserRecord, familyId: string) => ({
    accessToken: await signer.signAccess(user.id, SIGNED_IN_ROLE, familyId),
    idToken: await signer.signIdentity(user.id, {
      email: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      country: user.country,
    }),
  });

  return {
    /**
     * Signs in with Google or Facebook exactly like a password login. Users are found by provider
     * + subject; an e-mail that belongs to an existing account is never merged silently.
     */
    signInWithProvider: async (provider: SocialProvider, input: SocialSignInInput, locale: Language) => {
      const identity = await social.resolve(provider, input.code, input.codeVerifier, callbackUrl(provider));
      let userId = await sessions.findUserIdBySocial(provider, identity.subject);
      if (!userId) {
        if (!identity.email) {
          throw new AppError(
            'SOCIAL_SIGN_IN_FAILED',
            `Hirelane needs your e-mail address. Let ${providerLabel(provider)} share it and try again.`,
          );
        }
        if (await accounts.findUserByEmail(identity.email)) {
          throw new AppError(
            'SOCIAL_EMAIL_IN_USE',
            `You already have an account with ${identity.email}. Sign in with your password, then connect ${providerLabel(provider)} from your profile.`,
          );
        }
        userId = newId();
        const now = clock.now();
        // No password: the account signs in through the provider.
        await accounts.insertUser({
          id: userId,
          email: identity.email,
          passwordHash: null,
          firstName: identity.firstName || identity.email.split('@')[0] || 'Hirelane',
          lastName: identity.lastName,
          country: '',
          locale,
          consentedToMarketing: false,
          emailVerified: identity.emailVerified,
          now,
        });
        await sessions.linkSocial({
          provider,
          subject: identity.subject,
          userId,
          email: identity.email,
          now,
        });
      }
      const user = await accounts.findUserById(userId);
      if (!user) throw SESSION_ENDED;
      log.info({ userId, provider }, 'signed in with a provider');
      return { ...(await issueSession(user)), hideLoginGuide: user.hideLoginGuide };
    },

    /** Connects a provider account to the signed-in user (the way to link after a password sign-in). */
    linkProvider: async (
      userId: string,
      provider: SocialProvider,
      input: SocialSignInInput,
    ): Promise<string> => {
      const identity = await social.resolve(provider, input.code, input.codeVerifier, callbackUrl(provider));
      const owner = await sessions.findUserIdBySocial(provider, identity.subject);
      if (owner && owner !== userId) {
        throw new AppError(
          'CONFLICT',
          `This ${providerLabel(provider)} account is connected to another Hirelane account`,
        );
      }
      if (!owner) {
        await sessions.linkSocial({
          provider,
          subject: identity.subject,
          userId,
          email: identity.email,
          now: clock.now(),
        });
      }
      return `${providerLabel(provider)} is connected. You can sign in with it from now on.`;
    },

    /** A session for a user who has just confirmed their address with the e-mailed code. */
    signInVerified: async (userId: string): Promise<SessionTokens & { hideLoginGuide: boolean }> => {
      const user = await accounts.findUserById(userId);
      if (!user?.emailVerifiedAt) throw SESSION_ENDED;
      log.info({ userId }, 'signed in after confirming the e-mail address');
      return { ...(await issueSession(user)), hideLoginGuide: user.hideLoginGuide };
    },

    login: async ({ email, password }: LoginInput): Promise<SessionTokens & { hideLoginGuide: boolean }> => {
      const user = await accounts.findUserByEmail(email);
      if (!user?.passwordHash) {
        await burnPasswordCheck(password);
        throw INVALID_CREDENTIALS;
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw INVALID_CREDENTIALS;
      if (!user.emailVerifiedAt) {
        throw new AppError(
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
      const stored = await sessions.findRefreshToken(sha256(rawToken));
      if (!stored || stored.revokedAt || new Date(stored.expiresAt) <= now) throw SESSION_ENDED;
      const user = await accounts.findUserById(stored.userId);
      if (!user) throw SESSION_ENDED;
      const rotatedNow = !stored.rotatedAt && (await sessions.markRotated(stored.id, now));
      if (rotatedNow) return issueSession(user, { id: stored.familyId, expiresAt: stored.expiresAt });
      const rotatedAt = stored.rotatedAt ? new Date(stored.rotatedAt).getTime() : now.getTime();
      if (now.getTime() - rotatedAt <= REFRESH_REUSE_GRACE_MS) return signTokens(user, stored.familyId);
      log.warn({ userId: user.id, familyId: stored.familyId }, 'refresh token reused: family revoked');
      await sessions.revokeFamily(stored.familyId, now);
      throw SESSION_ENDED;
    },

    logout: async (rawToken: string | undefined): Promise<void> => {
      if (!rawToken) return;
      const stored = await sessions.findRefreshToken(sha256(rawToken));
      if (stored) await sessions.revokeFamily(stored.familyId, clock.now());
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
