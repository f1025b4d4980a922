import {
  type CompleteForgotPasswordInput,
  DELETE_CONFIRMATION,
  type DeleteProfileInput,
  type LoginInput,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  type RegisterInput,
  type ResetPasswordInput,
  type SocialProvider,
  type SocialSignInInput,
  VERIFICATION_CODE_LENGTH,
  type VerifyEmailInput,
} from '@hirelane/contract/auth';
import type { Language } from '@hirelane/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SocialIdentityResolver } from '../../platform/oauth/social-identity.ts';
import { isCommonPassword } from '../../platform/security/common-passwords.ts';
import type { TokenSigner } from '../../platform/security/jwt.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/security/password.ts';
import { newId, randomToken, sha256 } from '../../platform/security/random.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { USER_FILE_AREAS, userArea } from '../../platform/storage/user-areas.ts';
import { authMails } from './auth.mails.ts';
import type { AuthRepository, UserRecord } from './auth.repository.ts';
import { createOneTimeCodes } from './one-time-codes.ts';

export type AuthServiceDeps = {
  repo: AuthRepository;
  mailer: Mailer;
  clock: Clock;
  signer: TokenSigner;
  /** Key for hashing one-time codes. */
  codeKey: string;
  files: FileStore;
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

const INVALID_CREDENTIALS = new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect e-mail or password');
const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const rejectCommonPassword = (password: string, field: string) => {
  if (isCommonPassword(password)) throw badRequest(TOO_COMMON, { [field]: TOO_COMMON });
};

const SESSION_ENDED = new AppError(401, 'REFRESH_INVALID', 'Your session has ended. Please sign in again.');

export const createAuthService = (deps: AuthServiceDeps) => {
  const { repo, mailer, clock, signer, codeKey, publicUrl, log, files, social } = deps;
  const providerLabel = (provider: SocialProvider) => (provider === 'google' ? 'Google' : 'Facebook');
  const callbackUrl = (provider: SocialProvider) =>
    new URL(`/${provider}/auth/callback`, publicUrl).toString();
  const codes = createOneTimeCodes({ repo, clock, key: codeKey });
  const loginUrl = () => new URL('/login', publicUrl).toString();

  const sendVerificationCode = async (user: UserRecord, locale: Language): Promise<void> => {
    const code = await codes.issue(user.id, 'verify-email');
    await mailer.send(
      composeMail(user.email, authMails.verificationCode(locale, { firstName: user.firstName, code })),
    );
  };

  const setPassword = async (user: UserRecord, newPassword: string, keepFamilyId?: string) => {
    await repo.updatePassword(user.id, await hashPassword(newPassword), clock.now());
    await repo.revokeUserFamilies(user.id, clock.now(), keepFamilyId);
    const content = authMails.passwordChanged(user.locale as Language, {
      firstName: user.firstName,
      loginUrl: loginUrl(),
    });
    await mailer.send(composeMail(user.email, content));
  };

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

  const signTokens = async (user: UserRecord) => ({
    accessToken: await signer.signAccess(user.id),
    idToken: await signer.signIdentity(user.id, {
      email: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      country: user.country,
    }),
  });

  return {
    /** Same answer whether or not the address is taken; its owner gets a warning mail instead of a code. */
    register: async (
      input: RegisterInput & { consentedToMarketing: boolean },
      locale: Language,
    ): Promise<string> => {
      const message = `We sent a ${VERIFICATION_CODE_LENGTH}-digit code to ${input.email}. Enter it to confirm your address.`;
      rejectCommonPassword(input.password, 'password');
      // Hash before looking up, so a taken address costs the same time as a new one.
      const passwordHash = await hashPassword(input.password);
      const existing = await repo.findUserByEmail(input.email);
      const fields = {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        country: input.country,
        locale,
        consentedToMarketing: input.consentedToMarketing,
        now: clock.now(),
      };
      if (existing?.emailVerifiedAt) {
        await mailer.send(
          composeMail(
            existing.email,
            authMails.registrationAttempt(locale, { firstName: existing.firstName, loginUrl: loginUrl() }),
          ),
        );
        return message;
      }
      if (existing) {
        await repo.replaceUnverifiedUser({ ...fields, id: existing.id, existingId: existing.id });
      } else {
        await repo.insertUser({ ...fields, id: newId() });
      }
      const user = await repo.findUserByEmail(input.email);
      if (user) await sendVerificationCode(user, locale);
      return message;
    },

    /** Confirms the address with the e-mailed code. */
    verifyEmail: async ({ email, token }: VerifyEmailInput): Promise<string> => {
      const user = await repo.findUserByEmail(email);
      await codes.consume(user?.id, 'verify-email', token);
      if (user) await repo.markEmailVerified(user.id, clock.now());
      return 'Your e-mail address is confirmed. You can sign in now.';
    },

    /** A new code for an unverified address: at most one a minute and five an hour. */
    resendConfirmation: async (email: string, locale: Language): Promise<string> => {
      const message = `If ${email} is waiting for confirmation, a new code is on its way.`;
      const user = await repo.findUserByEmail(email);
      if (!user || user.emailVerifiedAt) return message;
      await codes.assertCanSend(user.id, 'verify-email');
      await sendVerificationCode(user, locale);
      return message;
    },

    /** Same answer whether or not the account exists; its owner gets a reset code. */
    forgotPassword: async (email: string, locale: Language): Promise<string> => {
      const message = `If ${email} has a Hirelane account, a ${VERIFICATION_CODE_LENGTH}-digit code is on its way.`;
      const user = await repo.findUserByEmail(email);
      if (!user) return message;
      await codes.assertCanSend(user.id, 'reset-password');
      const code = await codes.issue(user.id, 'reset-password');
      await mailer.send(
        composeMail(user.email, authMails.passwordResetCode(locale, { firstName: user.firstName, code })),
      );
      return message;
    },

    /** Sets a new password with the e-mailed code; every session of the user ends. */
    completeForgotPassword: async ({
      email,
      code,
      newPassword,
    }: CompleteForgotPasswordInput): Promise<string> => {
      // Checked before the code is used, so a refused password does not cost the code.
      rejectCommonPassword(newPassword, 'newPassword');
      const user = await repo.findUserByEmail(email);
      await codes.consume(user?.id, 'reset-password', code);
      if (!user) throw new AppError(400, 'CODE_INVALID', 'This code is not correct.');
      // The code came through the mailbox, so the address is proven too.
      if (!user.emailVerifiedAt) await repo.markEmailVerified(user.id, clock.now());
      await setPassword(user, newPassword);
      log.info({ userId: user.id }, 'password reset');
      return 'Your password is changed. Sign in with the new one.';
    },

    /** Changes the password of a signed-in user; their other sessions end, this one stays. */
    changePassword: async (userId: string, input: ResetPasswordInput, refreshToken: string | undefined) => {
      const user = await repo.findUserById(userId);
      if (!user) throw SESSION_ENDED;
      rejectCommonPassword(input.newPassword, 'newPassword');
      if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Your current password is not correct', {
          fields: { currentPassword: 'Your current password is not correct' },
        });
      }
      const current = refreshToken ? await repo.findRefreshToken(sha256(refreshToken)) : undefined;
      await setPassword(user, input.newPassword, current?.userId === user.id ? current.familyId : undefined);
      return 'Your password is changed. Other devices were signed out.';
    },

    /** Deletes the account and everything in it, after the password (or, without one, a typed confirmation). */
    deleteAccount: async (userId: string, input: DeleteProfileInput): Promise<string> => {
      const user = await repo.findUserById(userId);
      if (!user) throw SESSION_ENDED;
      if (user.passwordHash) {
        if (!input.password || !(await verifyPassword(input.password, user.passwordHash))) {
          throw new AppError(400, 'VALIDATION_FAILED', 'Your password is not correct', {
            fields: { password: 'Your password is not correct' },
          });
        }
      } else if (input.confirmation !== DELETE_CONFIRMATION) {
        throw new AppError(400, 'VALIDATION_FAILED', `Type ${DELETE_CONFIRMATION} to confirm`, {
          fields: { confirmation: `Type ${DELETE_CONFIRMATION} to confirm` },
        });
      }
      await repo.deleteUser(user.id);
      await Promise.all(USER_FILE_AREAS.map((area) => files.removeArea(userArea(area, user.id))));
      await mailer.send(
        composeMail(
          user.email,
          authMails.accountDeleted(user.locale as Language, { firstName: user.firstName }),
        ),
      );
      log.info({ userId: user.id }, 'account deleted');
      return 'Your account and everything in it are deleted.';
    },

    /**
     * Signs in with Google or Facebook exactly like a password login. Users are found by provider
     * + subject; an e-mail that belongs to an existing account is never merged silently.
     */
    signInWithProvider: async (provider: SocialProvider, input: SocialSignInInput, locale: Language) => {
      const identity = await social.resolve(provider, input.code, input.codeVerifier, callbackUrl(provider));
      let userId = await repo.findUserIdBySocial(provider, identity.subject);
      if (!userId) {
        if (!identity.email) {
          throw new AppError(
            400,
            'SOCIAL_SIGN_IN_FAILED',
            `Hirelane needs your e-mail address. Let ${providerLabel(provider)} share it and try again.`,
          );
        }
        if (await repo.findUserByEmail(identity.email)) {
          throw new AppError(
            409,
            'SOCIAL_EMAIL_IN_USE',
            `You already have an account with ${identity.email}. Sign in with your password, then connect ${providerLabel(provider)} from your profile.`,
          );
        }
        userId = newId();
        const now = clock.now();
        await repo.insertSocialUser({
          id: userId,
          email: identity.email,
          firstName: identity.firstName || identity.email.split('@')[0] || 'Hirelane',
          lastName: identity.lastName,
          locale,
          emailVerified: identity.emailVerified,
          now,
        });
        await repo.linkSocial({ provider, subject: identity.subject, userId, email: identity.email, now });
      }
      const user = await repo.findUserById(userId);
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
      const owner = await repo.findUserIdBySocial(provider, identity.subject);
      if (owner && owner !== userId) {
        throw new AppError(
          409,
          'CONFLICT',
          `This ${providerLabel(provider)} account is connected to another Hirelane account`,
        );
      }
      if (!owner) {
        await repo.linkSocial({
          provider,
          subject: identity.subject,
          userId,
          email: identity.email,
          now: clock.now(),
        });
      }
      return `${providerLabel(provider)} is connected. You can sign in with it from now on.`;
    },

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

export type AuthService = ReturnType<typeof createAuthService>;
